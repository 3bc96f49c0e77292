// 001 section 5: vouchers, reconcile, bill actions, cash desks, agreements, reports, credit notes.
import { describe, expect, it } from 'vitest';
import {
  agreementStatusSchema,
  auditExportError,
  auditExportSchema,
  bankReconciliationDefaultRange,
  billCommentSchema,
  billStatusSchema,
  canTickMonth,
  cascadeQuotaDates,
  controlNumberSchema,
  creditNoteEditSchema,
  creditNoteFiltersSchema,
  dateRangeSchema,
  earlierPendingMonth,
  isIdempotencyKey,
  makeBillDateSchema,
  makeNewAgreementSchema,
  makeOldAgreementSchema,
  makeOverdueFiltersSchema,
  makeReconcileSchema,
  makeVoucherSchema,
  minOldAgreementExpiration,
  monthsAfterGap,
  newAgreementError,
  oldestFirstGap,
  overdueRangeError,
  payEarlierMonthText,
  reconcileError,
  requestKeyText,
  selectThrough,
  todayYmd,
  toggleMonth,
  validateNewCashProcess,
  validateOldCashFinish,
  voucherError,
  voucherNeedsFile,
  vouchersError,
} from '../src/schemas/index.ts';
import { MSG } from '../src/messages/index.ts';
import { firstError } from './helpers.ts';

const today = '2026-11-23';
const clock = () => today;
const transfer = { payment_method_id: 2, amount_paid: '100.00', number: '12345678', date: '2026-11-20', bank_id: 1, bank_account_id: 1, hasFile: true };
const debit = { payment_method_id: 4, amount_paid: '5', number: '87654321', bank_id: 2 };
const deposit = { payment_method_id: 5, amount_paid: '5', number: '87654321', date: '2026-11-01', hasFile: true };
const cash = { payment_method_id: 1, amount_paid: '5' };

describe('voucher / payment data', () => {
  it.each([
    ['transfer complete', transfer, null],
    ['no method', { ...transfer, payment_method_id: '' }, 'Debe ingresar el método de pago'],
    ['unknown method', { ...transfer, payment_method_id: 9 }, 'Debe ingresar el método de pago'],
    ['no amount', { ...transfer, amount_paid: '' }, 'Debe ingresar el monto pagado'],
    ['amount 0', { ...transfer, amount_paid: '0' }, 'Debe ingresar el monto pagado'],
    ['amount not a number', { ...transfer, amount_paid: 'cien' }, 'El monto pagado no es válido'],
    ['amount 1e13', { ...transfer, amount_paid: '10000000000000' }, 'El monto pagado es demasiado grande'],
    ['amount with 3 decimals', { ...transfer, amount_paid: '1.999' }, 'El monto pagado admite hasta 2 decimales'],
    ['amount with an exponent', { ...transfer, amount_paid: '1e3' }, 'El monto pagado no es válido'],
    ['amount with a sign', { ...transfer, amount_paid: '+160.58' }, 'El monto pagado no es válido'],
    ['amount without integer part', { ...transfer, amount_paid: '.5' }, 'El monto pagado no es válido'],
    ['amount -0', { ...transfer, amount_paid: '-0' }, 'El monto pagado no es válido'],
    ['amount with a decimal comma', { ...transfer, amount_paid: '160,58' }, null],
    ['amount with spaces around', { ...transfer, amount_paid: ' 12 ' }, null],
    ['transfer without file', { ...transfer, hasFile: false }, 'Debe subir el comprobante de pago'],
    ['reference of 7 digits', { ...transfer, number: '1234567' }, 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    ['reference of 9 digits', { ...transfer, number: '123456789' }, 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    ['reference with a letter', { ...transfer, number: '1234567a' }, 'Nro. de referencia debe escribir los últimos 8 dígitos'],
    ['transfer without bank account', { ...transfer, bank_account_id: null }, 'Debe ingresar todos los datos de pago'],
    ['transfer without bank', { ...transfer, bank_id: '' }, 'Debe ingresar todos los datos de pago'],
    ['transfer without date', { ...transfer, date: '' }, 'Debe ingresar todos los datos de pago'],
    ['transfer without reference', { ...transfer, number: '' }, 'Debe ingresar todos los datos de pago'],
    ['accepted transfer without reception date', { ...transfer, accepted: 1 }, 'Debe ingresar la fecha de recepción del pago'],
    ['accepted transfer', { ...transfer, accepted: '1', reception_date: '2026-11-21' }, null],
    ['pending transfer without reception date', { ...transfer, accepted: 0 }, null],
    ['payment date tomorrow', { ...transfer, date: '2026-11-24' }, 'La fecha no puede ser mayor a la fecha actual'],
    ['reception date tomorrow', { ...transfer, accepted: 1, reception_date: '24-11-2026' }, 'La fecha no puede ser mayor a la fecha actual'],
    ['payment date today', { ...transfer, date: '23-11-2026' }, null],
    ['payment date not real', { ...transfer, date: '2026-02-30' }, 'La fecha no es válida'],
    ['debit without file', debit, null],
    ['credit without bank', { ...debit, payment_method_id: 3, bank_id: undefined }, 'Debe ingresar todos los datos de pago'],
    ['debit without reference', { ...debit, number: '' }, 'Debe ingresar todos los datos de pago'],
    ['deposit complete', deposit, null],
    ['deposit without date', { ...deposit, date: '' }, 'Debe ingresar todos los datos de pago'],
    ['deposit without file (upload)', { ...deposit, hasFile: false }, 'Debe subir el comprobante de pago'],
    ['cash without file (upload)', cash, 'Debe subir el comprobante de pago'],
  ])('%s', (_name, v, msg) => expect(voucherError(v, { today })).toBe(msg));
  it.each([
    ['cash', cash, null],
    ['deposit without file', { ...deposit, hasFile: false }, null],
    ['transfer without file', { ...transfer, hasFile: false }, 'Debe subir el comprobante de pago'],
  ])('at the desk: %s', (_name, v, msg) => expect(voucherError(v, { today, context: 'desk' })).toBe(msg));
  it.each([
    [1, 'upload', true],
    [1, 'desk', false],
    [2, 'desk', true],
    [3, 'upload', false],
    [4, 'upload', false],
    [5, 'upload', true],
    [5, 'desk', false],
  ] as const)('method %s in %s needs a file: %s', (m, ctx, need) => expect(voucherNeedsFile(m, ctx)).toBe(need));
  it.each([
    [[transfer, { ...transfer }], 'El número de referencia ha sido usado'],
    [[transfer, { ...transfer, bank_id: '1' }], 'El número de referencia ha sido usado'],
    [[transfer, { ...transfer, bank_id: 2 }], null],
    [[transfer, { ...transfer, number: '87654321' }], null],
    [[transfer, { ...transfer, amount_paid: '' }], 'Debe ingresar el monto pagado'],
  ])('list %#', (list, msg) => expect(vouchersError(list, { today })).toBe(msg));
  it('the zod schema reads today from its clock and multipart text', () => {
    const schema = makeVoucherSchema({ today: clock });
    expect(firstError(schema, { ...transfer, payment_method_id: '2', bank_id: '1', bank_account_id: '1', hasFile: 'true' })).toBeNull();
    expect(firstError(schema, { ...transfer, date: '2026-11-24' })).toBe('La fecha no puede ser mayor a la fecha actual');
    expect(firstError(makeVoucherSchema({ today: clock, context: 'desk' }), cash)).toBeNull();
    expect(schema.parse({ ...transfer, date: '20-11-2026', amount_paid: '100,5' })).toMatchObject({ date: '2026-11-20', amount_paid: '100.5', hasFile: true });
  });
  it.each([
    ['0100.50', '100.50'],
    [' 580 ', '580'],
    [580.5, '580.5'],
  ])('the schema sends the amount %j on as wire text %j', (amount, wire) => {
    expect(makeVoucherSchema({ today: clock }).parse({ ...transfer, amount_paid: amount }).amount_paid).toBe(wire);
  });
  it.each([
    ['1e3', 'El monto pagado no es válido'],
    [['160.58'], 'El monto pagado no es válido'],
    [{ amount: 1 }, 'El monto pagado no es válido'],
    [1e21, 'El monto pagado no es válido'],
    [0.1 + 0.2, 'El monto pagado admite hasta 2 decimales'],
    ['99999999999999999999', 'El monto pagado es demasiado grande'],
  ])('the schema refuses the amount %j naming it', (amount, msg) => {
    expect(firstError(makeVoucherSchema({ today: clock }), { ...transfer, amount_paid: amount })).toBe(msg);
  });
});

describe('reconcile and bill actions', () => {
  it.each([
    [{ reception_date: '2026-11-20', amount_paid: '10' }, null],
    [{ reception_date: '', amount_paid: '10' }, 'Debe ingresar la fecha de recepción de pago'],
    [{ reception_date: '2026-11-20', amount_paid: '' }, 'Debe ingresar el monto pagado'],
    [{ reception_date: '2026-11-20', amount_paid: '0' }, 'Debe ingresar el monto pagado'],
    [{ reception_date: '2026-11-20', amount_paid: '580,00' }, null],
    [{ reception_date: '2026-11-20', amount_paid: '5.8e2' }, 'El monto pagado no es válido'],
    [{ reception_date: '2026-11-20', amount_paid: '580.001' }, 'El monto pagado admite hasta 2 decimales'],
    [{ reception_date: '2026-11-20', amount_paid: '10000000000000' }, 'El monto pagado es demasiado grande'],
    [{ reception_date: '2026-12-01', amount_paid: '10' }, 'La fecha no puede ser mayor a la fecha actual'],
    [{ reception_date: 'ayer', amount_paid: '10' }, 'La fecha no es válida'],
  ])('reconcile %j', (v, msg) => {
    expect(reconcileError(v, today)).toBe(msg);
    expect(firstError(makeReconcileSchema(clock), { bill_id: 1, ...v })).toBe(msg);
  });
  it.each([
    [billStatusSchema, { bill_id: 1, status: 3 }, null],
    [billStatusSchema, { bill_id: 1, status: '4' }, 'El estatus no es válido'],
    [billCommentSchema, { bill_id: 1, comments: '' }, null],
    [controlNumberSchema, { bill_id: 1, control_number: '' }, 'Debe ingresar el número de control'],
    [controlNumberSchema, { bill_id: 1, control_number: '00-123' }, null],
    [makeBillDateSchema(clock), { bill_id: 1, created_at: '2026-11-24' }, 'La fecha no puede ser mayor a la fecha actual'],
    [makeBillDateSchema(clock), { bill_id: 1, created_at: '' }, 'La fecha no es válida'],
    [makeBillDateSchema(clock), { bill_id: 1, created_at: '2026-11-01' }, null],
    [creditNoteEditSchema, { credit_note_id: '3', amount: '1.2345' }, null],
    [creditNoteEditSchema, { credit_note_id: '3', amount: '-1' }, 'El valor numérico no es válido'],
    [creditNoteEditSchema, { credit_note_id: '3', amount: '' }, 'Debe completar todos los campos requeridos'],
    [creditNoteFiltersSchema, { since: '2026-02-01', until: '2026-01-01' }, 'La fecha desde no puede ser mayor a la fecha hasta'],
    [creditNoteFiltersSchema, { page: '', search: ' 12 ' }, null],
  ] as const)('%#', (schema, v, msg) => expect(firstError(schema, v)).toBe(msg));
});

describe('cash desks', () => {
  const base = { itemCount: 1, totalToPay: '10', voucherCount: 1, creditApplied: false, retentionAgent: false, remainingAfterVouchers: '0' };
  it.each([
    ['complete', base, null],
    ['no items', { ...base, itemCount: 0 }, 'Debe agregar al menos 1 item a facturar'],
    ['no vouchers', { ...base, voucherCount: 0 }, 'Debe agregar al menos 1 comprobante de pago'],
    ['no vouchers, credit applied', { ...base, voucherCount: 0, creditApplied: true }, null],
    ['no vouchers, nothing to pay', { ...base, voucherCount: 0, totalToPay: '0.00' }, null],
    ['a cent left', { ...base, remainingAfterVouchers: '0.01' }, 'Debe completar el Total a pagar'],
    ['retention agent without vouchers', { ...base, voucherCount: 0, retentionAgent: true, remainingAfterVouchers: '10' }, null],
  ])('new cash Procesar: %s', (_name, v, msg) => expect(validateNewCashProcess(v)).toBe(msg));
  const receipt = { payment_method_id: 1, amount_paid: '10' };
  it.each([
    ['no receipts', { total: '10', retention: false, receipts: [] }, 'Debe ingresar al menos un (1) recibo'],
    ['below the total', { total: '10', retention: false, receipts: [{ ...receipt, amount_paid: '9.99' }] }, 'El monto pagado no puede ser menor al total'],
    [
      'two receipts add up',
      {
        total: '10',
        retention: false,
        receipts: [
          { ...receipt, amount_paid: '0.1' },
          { ...receipt, amount_paid: '9.9' },
        ],
      },
      null,
    ],
    ['above the total', { total: '10', retention: false, receipts: [{ ...receipt, amount_paid: '12' }] }, null],
    ['receipt without method', { total: '10', retention: false, receipts: [{ amount_paid: '10' }] }, 'Debe ingresar el método de pago'],
    [
      'transfer receipt without data',
      { total: '10', retention: false, receipts: [{ payment_method_id: 2, amount_paid: '10' }] },
      'Debe ingresar todos los datos de pago',
    ],
    ['retention on', { total: '10', retention: true, receipts: [] }, null],
    ['total 0', { total: '0', retention: false, receipts: [] }, null],
  ])('old cash finish: %s', (_name, v, msg) => expect(validateOldCashFinish({ ...v, today })).toBe(msg));
  it.each([
    [[false, false, false], 0, [true, false, false]],
    [[true, false, false], 1, [true, true, false]],
    [[true, false, false], 2, [true, false, false]],
    [[true, true, true], 1, [true, false, false]],
    [[true, true, true], 0, [false, false, false]],
  ])('months %j, toggle %s → %j', (ticked, i, out) => expect(toggleMonth(ticked, i)).toEqual(out));
  it('a month can be ticked only after the previous ones', () => {
    expect(canTickMonth([true, false], 1)).toBe(true);
    expect(canTickMonth([false, false], 1)).toBe(false);
  });
  // oldest month first (docs/cash.md): January paid, February clean (1) and disposal (2), March (3), April (4)
  const pending = [
    { id: 1, date: '2026-02-01' },
    { id: 2, date: '2026-02-01' },
    { id: 3, date: '2026-03-01' },
    { id: 4, date: '2026-04-01' },
  ];
  it.each([
    [[], null],
    [[1], null],
    [[2], null],
    [[1, 2, 3], null],
    [[3], '2026-02-01'],
    [[1, 3], '2026-02-01'],
    [[1, 2, 4], '2026-03-01'],
    [[4], '2026-02-01'],
  ])('chosen %j: the earliest month left out before the latest chosen is %s', (chosen, gap) => {
    expect(oldestFirstGap(pending, new Set(chosen))).toBe(gap);
  });
  it('a month may be chosen when no earlier month is left out; unchoosing drops the later months', () => {
    expect(earlierPendingMonth(pending, new Set(), '2026-02-01')).toBeNull();
    expect(earlierPendingMonth(pending, new Set([1]), '2026-03-01')).toBe('2026-02-01');
    expect(earlierPendingMonth(pending, new Set([1, 2]), '2026-04-01')).toBe('2026-03-01');
    expect(monthsAfterGap(pending, new Set([1, 3, 4]))).toEqual([3, 4]);
    expect(monthsAfterGap(pending, new Set([2]))).toEqual([]);
    expect(monthsAfterGap(pending, new Set([1, 2, 3, 4]))).toEqual([]);
  });
  it('the message names the month in words', () => {
    expect(MSG.cash.payEarlierMonth).toBe('Debe pagar primero el mes de {month}: los meses se pagan en orden, comenzando por el más antiguo');
    expect(payEarlierMonthText('2026-02-01')).toBe('Debe pagar primero el mes de febrero 2026: los meses se pagan en orden, comenzando por el más antiguo');
    expect(payEarlierMonthText('2025-09-01')).toMatch(/^Debe pagar primero el mes de septiembre 2025:/);
  });
  it.each([
    ['k'.repeat(80), true],
    ['ñ'.repeat(80), true],
    ['🧾'.repeat(80), true],
    ['k'.repeat(81), false],
    ['clave\tcon-tab', false],
    ['clave\u0001', false],
    ['clave\u007f', false],
  ])('idempotency key %j can be stored: %s', (key, ok) => {
    expect(isIdempotencyKey(key)).toBe(ok);
    const msg = ok ? null : 'La clave de la solicitud (Idempotency-Key) no es válida: hasta 80 caracteres, sin caracteres de control';
    expect(firstError(requestKeyText(), key)).toBe(msg);
  });
  it('request_key: missing stays undefined, spaces around are dropped', () => {
    expect(requestKeyText().parse('')).toBeUndefined();
    expect(requestKeyText().parse(' abc ')).toBe('abc');
    expect(requestKeyText().parse(12)).toBe('12');
  });
});

describe('agreements', () => {
  it.each([
    [3, 1, '2027-03-24'],
    [1, 1, '2027-01-24'],
    [3, 2, '2027-01-23'],
    [1, 2, '2026-12-24'],
    [11, 1, '2027-11-24'],
  ])('%s quotas of type %s: minimum expiration %s', (q, t, out) => expect(minOldAgreementExpiration(today, q, t)).toBe(out));
  it('month ends clamp (31 Jan + 2 months + 1 day)', () => expect(minOldAgreementExpiration('2026-01-31', 1, 1)).toBe('2026-04-01'));
  const old = { client_id: 1, property_id: 2, type: 1, quotas: 3 };
  it.each([
    [old, null],
    [{ ...old, quotas: 0 }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ ...old, quotas: '' }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ ...old, quotas: '-2' }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ ...old, quotas: 'dos' }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ ...old, expiration_date: '2027-03-24' }, null],
    [{ ...old, expiration_date: '2027-03-23' }, 'La fecha de vencimiento es anterior a la mínima permitida'],
    [{ ...old, type: 3 }, 'Los datos enviados no son válidos'],
  ])('old agreement %j', (v, msg) => expect(firstError(makeOldAgreementSchema(clock), v)).toBe(msg));
  const quota = { position: 1, date: '2026-12-01', payments: [10, 11] };
  it.each([
    [{ number: 'C-1', agreements: [quota] }, null],
    [{ number: '', agreements: [quota] }, 'El campo nro. de correlativo es requerido'],
    [{ number: 'C-1', agreements: [] }, 'El campo cantidad de cuotas debe ser mayor a 0'],
    [{ number: 'C-1', agreements: [{ ...quota, payments: [] }] }, 'Las cuotas deben de tener pagos agregados'],
    [{ number: 'C-1', agreements: [{ ...quota, date: '' }] }, 'La fecha de las cuota es requerida'],
    [{ number: 'C-1', agreements: [{ ...quota, date: '2026-11-22' }] }, 'La fecha no puede ser anterior a la fecha actual'],
    [{ number: 'C-1', agreements: [{ ...quota, date: '2026-11-23' }] }, null],
    [{ number: 'C-1', agreements: [{ ...quota, date: 'pronto' }] }, 'La fecha no es válida'],
  ])('new agreement %#', (v, msg) => {
    expect(newAgreementError(v, today)).toBe(msg);
    expect(firstError(makeNewAgreementSchema(clock), { property: 5, ...v })).toBe(msg);
  });
  it('the new agreement call accepts its quotas as JSON text and numbers them', () => {
    const parsed = makeNewAgreementSchema(clock).parse({
      property: '5',
      number: 'C-1',
      agreements: JSON.stringify([{ date: '01-12-2026', payments: ['10'] }]),
    });
    expect(parsed.agreements).toEqual([{ position: 1, date: '2026-12-01', payments: [10], fines: [] }]);
  });
  it.each([
    [['2026-01-15', '2026-02-15', '2026-03-15'], 0, '2026-01-31', ['2026-01-31', '2026-02-28', '2026-03-31']],
    [['2026-01-15', '2026-02-15', '2026-03-15'], 1, '2026-02-20', ['2026-01-15', '2026-02-20', '2026-03-20']],
    [['2026-01-15'], 0, '2026-05-05', ['2026-05-05']],
  ])('cascade %j from %s to %s', (dates, i, d, out) => expect(cascadeQuotaDates(dates, i, d)).toEqual(out));
  it('selecting a debt selects every earlier one', () => expect(selectThrough(4, 1)).toEqual([true, true, false, false]));
  it('only deactivation is sent, with its reason', () => {
    expect(firstError(agreementStatusSchema, { agreement_id: 1, status: '0', reason: 'Incumplimiento' })).toBeNull();
    expect(firstError(agreementStatusSchema, { agreement_id: 1, status: '2', reason: 'Incumplimiento' })).toBe('El estatus no es válido');
    expect(firstError(agreementStatusSchema, { agreement_id: 1, status: '0', reason: ' ' })).toBe('Indique el motivo del cambio de estado');
  });
  it('a quota of loose fines alone has payments', () => {
    expect(newAgreementError({ number: 'C-1', agreements: [{ date: '2026-12-01', payments: [], fines: [3] }] }, today)).toBeNull();
  });
});

describe('reports', () => {
  it.each([
    [{ since: '' }, 'Debe seleccionar una fecha de inicio'],
    [{}, 'Debe seleccionar una fecha de inicio'],
    [{ since: '2026-01-01' }, null],
  ])('audit export %j', (v, msg) => {
    expect(auditExportError(v)).toBe(msg);
    expect(firstError(auditExportSchema, v)).toBe(msg);
  });
  it('audit export range', () =>
    expect(firstError(auditExportSchema, { since: '2026-02-01', until: '2026-01-01' })).toBe('La fecha desde no puede ser mayor a la fecha hasta'));
  it.each([
    [{ since: '2026-01-01', until: '2026-02-01' }, null],
    [{ since: '2026-03-01', until: '2026-02-01' }, 'La fecha desde no puede ser mayor a la fecha hasta'],
    [{ until: '2026-11-24' }, 'La fecha hasta no puede ser mayor a la fecha actual'],
    [{ until: '2026-11-23' }, null],
    [{}, null],
  ])('overdue %j', (v, msg) => {
    expect(overdueRangeError(v, today)).toBe(msg);
    expect(firstError(makeOverdueFiltersSchema(clock), v)).toBe(msg);
  });
  it('bank reconciliation runs from the first of the month to today', () =>
    expect(bankReconciliationDefaultRange(today)).toEqual({ since: '2026-11-01', until: today }));
  it('date ranges normalise input dates', () => expect(dateRangeSchema.parse({ since: '01-11-2026', until: '' })).toEqual({ since: '2026-11-01' }));
});

describe("todayYmd: the portal's day, not the machine's", () => {
  it('is the Caracas day: from 20:00 there the UTC date is already tomorrow', () => {
    expect(todayYmd(new Date('2026-11-25T00:30:00Z'))).toBe('2026-11-24');
    expect(todayYmd(new Date('2026-11-25T03:59:59Z'))).toBe('2026-11-24');
    expect(todayYmd(new Date('2026-11-25T04:00:00Z'))).toBe('2026-11-25');
  });
  it("a voucher dated with the taxpayer's today at 21:00 in Caracas is not 'in the future'", () => {
    const v = { ...transfer, date: '2026-11-24' };
    expect(voucherError(v, { today: todayYmd(new Date('2026-11-25T01:00:00Z')) })).toBeNull();
    expect(voucherError({ ...v, date: '2026-11-25' }, { today: todayYmd(new Date('2026-11-25T01:00:00Z')) })).toBe(
      'La fecha no puede ser mayor a la fecha actual',
    );
  });
});
