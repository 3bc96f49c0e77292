// Every rule and message of spec 001 section 5 (cash, payments, agreements, reports), table-driven.
import { describe, expect, it } from 'vitest';
import {
  auditExportError, cascadeQuotaDates, creditNoteEditSchema, minOldAgreementExpiration, newAgreementError, oldAgreementSchema,
  overdueRangeError, reconcileError, validateNewCashProcess, validateOldCashFinish, voucherError, vouchersError,
} from '../src/schemas/index.ts';
import { routePermission } from '../src/constants/index.ts';

const today = '2026-11-23';
const transfer = { payment_method_id: 2, amount_paid: '100.00', number: '12345678', date: '2026-11-20', bank_id: 1, bank_account_id: 1, hasFile: true };

describe('voucher / payment data', () => {
  it.each([
    [{ ...transfer }, null],
    [{ ...transfer, payment_method_id: '' }, 'Debe ingresar el método de pago'],
    [{ ...transfer, amount_paid: '' }, 'Debe ingresar el monto pagado'],
    [{ ...transfer, amount_paid: '0' }, 'Debe ingresar el monto pagado'],
    [{ ...transfer, hasFile: false }, 'Debe subir el comprobante de pago'],
    [{ ...transfer, number: '1234567' }, 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    [{ ...transfer, number: '1234567a' }, 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    [{ ...transfer, bank_account_id: null }, 'Debe ingresar todos los datos de pago'],
    [{ ...transfer, date: '' }, 'Debe ingresar todos los datos de pago'],
    [{ ...transfer, accepted: 1 }, 'Debe ingresar la fecha de recepción del pago'],
    [{ ...transfer, accepted: 1, reception_date: '2026-11-21' }, null],
    [{ ...transfer, date: '2026-11-24' }, 'La fecha no puede ser mayor a la fecha actual'],
    [{ payment_method_id: 4, amount_paid: '5', number: '87654321', bank_id: 2 }, null],
    [{ payment_method_id: 3, amount_paid: '5', number: '87654321' }, 'Debe ingresar todos los datos de pago'],
    [{ payment_method_id: 5, amount_paid: '5', number: '87654321', date: '2026-11-01' }, null],
    [{ payment_method_id: 5, amount_paid: '5', number: '87654321' }, 'Debe ingresar todos los datos de pago'],
    [{ payment_method_id: 1, amount_paid: '5' }, null],
  ])('%#', (v, msg) => expect(voucherError(v, { today })).toBe(msg));
  it('a deposit needs its file in the retention modal', () => {
    const deposit = { payment_method_id: 5, amount_paid: '5', number: '87654321', date: '2026-11-01' };
    expect(voucherError(deposit, { today, fileInRetentionModal: true })).toBe('Debe subir el comprobante de pago');
  });
  it('the same bank and reference twice in the list is refused', () => {
    expect(vouchersError([transfer, { ...transfer }], { today })).toBe('El número de referencia ha sido usado');
    expect(vouchersError([transfer, { ...transfer, bank_id: 2 }], { today })).toBeNull();
  });
  it.each([
    [{ reception_date: '2026-11-20', amount_paid: '10' }, null],
    [{ reception_date: '', amount_paid: '10' }, 'Debe ingresar la fecha de recepción de pago'],
    [{ reception_date: '2026-11-20', amount_paid: '' }, 'Debe ingresar el monto pagado'],
    [{ reception_date: '2026-12-01', amount_paid: '10' }, 'La fecha no puede ser mayor a la fecha actual'],
  ])('reconcile %j', (v, msg) => expect(reconcileError(v, today)).toBe(msg));
});

describe('cash desk', () => {
  const base = { itemCount: 1, totalToPay: '10', voucherCount: 1, creditApplied: false, retentionAgent: false, remainingAfterVouchers: '0' };
  it.each([
    [base, null],
    [{ ...base, itemCount: 0 }, 'Debe agregar al menos 1 item a facturar'],
    [{ ...base, voucherCount: 0 }, 'Debe agregar al menos 1 comprobante de pago'],
    [{ ...base, voucherCount: 0, creditApplied: true }, null],
    [{ ...base, voucherCount: 0, totalToPay: '0' }, null],
    [{ ...base, remainingAfterVouchers: '0.01' }, 'Debe completar el Total a pagar'],
    [{ ...base, voucherCount: 0, retentionAgent: true, remainingAfterVouchers: '10' }, null],
  ])('new cash Procesar %#', (v, msg) => expect(validateNewCashProcess(v)).toBe(msg));
  it.each([
    [{ total: '10', retention: false, receiptCount: 0, receiptsTotal: '0' }, 'Debe ingresar al menos un (1) recibo'],
    [{ total: '10', retention: false, receiptCount: 1, receiptsTotal: '9.99' }, 'El monto pagado no puede ser menor al total'],
    [{ total: '10', retention: false, receiptCount: 1, receiptsTotal: '12' }, null],
    [{ total: '10', retention: true, receiptCount: 0, receiptsTotal: '0' }, null],
    [{ total: '0', retention: false, receiptCount: 0, receiptsTotal: '0' }, null],
  ])('old cash finish %#', (v, msg) => expect(validateOldCashFinish(v)).toBe(msg));
});

describe('agreements', () => {
  it.each([
    [3, 1, '2027-03-24'],
    [1, 1, '2027-01-24'],
    [3, 2, '2027-01-23'],
    [1, 2, '2026-12-24'],
  ])('minimum expiration with %s quotas, type %s', (q, t, out) => expect(minOldAgreementExpiration(today, q, t)).toBe(out));
  it('old agreement quotas above 0', () => {
    const r = oldAgreementSchema.safeParse({ client_id: 1, property_id: 1, type: 1, quotas: 0 });
    expect(r.success ? null : r.error.issues[0].message).toBe('El campo cantidad de cuotas debe ser mayor a 0');
  });
  const quota = { position: 1, date: '2026-12-01', payments: [1, 2] };
  it.each([
    [{ number: '001', agreements: [quota] }, null],
    [{ number: '', agreements: [quota] }, 'El campo nro. de correlativo es requerido'],
    [{ number: '001', agreements: [] }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ number: '001', agreements: [{ ...quota, payments: [] }] }, 'Las cuotas deben de tener pagos agregados'],
    [{ number: '001', agreements: [{ ...quota, date: '' }] }, 'La fecha de las cuota es requerida'],
    [{ number: '001', agreements: [{ ...quota, date: '2026-11-01' }] }, 'La fecha no es válida'],
  ])('new agreement %#', (v, msg) => expect(newAgreementError(v, today)).toBe(msg));
  it('changing a quota date moves the later ones one month apart', () => {
    expect(cascadeQuotaDates(['2026-12-01', '2027-01-01', '2027-02-01'], 0, '2026-12-15')).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
  });
});

describe('reports and credit notes', () => {
  it('audit export requires a start date', () => {
    expect(auditExportError({})).toBe('Debe seleccionar una fecha de inicio');
    expect(auditExportError({ since: '2026-01-01' })).toBeNull();
  });
  it.each([
    [{ since: '2026-02-01', until: '2026-01-01' }, 'La fecha desde no puede ser mayor a la fecha hasta'],
    [{ since: '2026-01-01', until: '2026-12-01' }, 'La fecha hasta no puede ser mayor a la fecha actual'],
    [{ since: '2026-01-01', until: '2026-11-23' }, null],
  ])('overdue range %j', (v, msg) => expect(overdueRangeError(v, today)).toBe(msg));
  it('credit note amount is a non-negative amount', () => {
    expect(creditNoteEditSchema.safeParse({ credit_note_id: 1, amount: '12.5' }).success).toBe(true);
    expect(creditNoteEditSchema.safeParse({ credit_note_id: 1, amount: '-1' }).success).toBe(false);
  });
  it.each([
    ['/admin/users/clients/edit/4', 'view-clients'],
    ['/admin/reports/audit-report', 'export-reports-audit'],
    ['/admin/reports/sales-book', 'view-reports'],
    ['/admin/cash-new/3/AU-1', 'view-cash'],
    ['/admin/payment-agreements-old', 'view-payment-agreements'],
    ['/admin', undefined],
  ])('route %s needs %s', (p, code) => expect(routePermission(p)).toBe(code));
});
