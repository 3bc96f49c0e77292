import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_LABELS,
  AGREEMENT_STATUS_LABELS,
  ALL_PERMISSION_CODES,
  AUDIT_SUBJECT_TYPES,
  BANK_ACCOUNT_STATUS_LABELS,
  BILL_STATUS,
  BILL_STATUS_ALT_LABELS,
  BILL_STATUS_LABELS,
  canDeleteVoucher,
  CASH_TYPE_LABELS,
  DEFAULT_INSTITUTION,
  DEFAULT_IVA,
  DEFAULT_RETENTION,
  DOCUMENT_TYPES,
  documentMaxLength,
  FILE_FORMATS,
  FINE_TYPE_LABELS,
  hasPermission,
  IMAGE_MAX_SIDE,
  labelOf,
  LEVELS,
  MAX_NUMBER,
  mimeTypesOf,
  MODULES,
  nameOf,
  nextSuggestionStatuses,
  PAYMENT_METHODS,
  paymentMethodChoices,
  PERMISSION_CATALOG,
  PERMISSIONS,
  PHONE_CODES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_USE_LABELS,
  REFERENCE_NUMBER_LENGTH,
  REQUEST_TIMEOUT_MS,
  RETENTION_LABELS,
  ROUTE_PERMISSIONS,
  routePermission,
  SALES_BOOK_STATUS_LABELS,
  SEARCH_DEBOUNCE_MS,
  SELECTABLE_PROPERTY_USES,
  SERVICE_TYPE_LABELS,
  showRetention,
  SOLVENCY_URL_PREFIX,
  specialTaxpayerLabel,
  SUGGESTION_STATUS_LABELS,
  USER_STATUS_LABELS,
  withMainActions,
  YES_NO_LABELS,
  USER_STATUS_TEXT,
  BANK_ACCOUNT_STATUS_TEXT,
} from '../src/constants/index.ts';

describe('labels of the state codes (000 section 4, 001 section 4)', () => {
  it.each([
    [USER_STATUS_LABELS, 1, 'Activos'],
    [USER_STATUS_LABELS, 0, 'Inactivos'],
    [USER_STATUS_LABELS, 3, 'Por verificar'],
    [BANK_ACCOUNT_STATUS_LABELS, 1, 'Activas'],
    [BANK_ACCOUNT_STATUS_LABELS, 0, 'Inactivas'],
    // a row's own status reads in the singular; the plural is the filter's (issue 26 item 7)
    [USER_STATUS_TEXT, 1, 'Activo'],
    [USER_STATUS_TEXT, 0, 'Inactivo'],
    [USER_STATUS_TEXT, 3, 'Por verificar'],
    [BANK_ACCOUNT_STATUS_TEXT, 1, 'Activa'],
    [BANK_ACCOUNT_STATUS_TEXT, 0, 'Inactiva'],
    [ACCOUNT_STATUS_LABELS, 1, 'Conciliado'],
    [ACCOUNT_STATUS_LABELS, 2, 'Por Conciliar'],
    [ACCOUNT_STATUS_LABELS, 3, 'Impago'],
    [SUGGESTION_STATUS_LABELS, 0, 'Pendiente'],
    [SUGGESTION_STATUS_LABELS, 1, 'En proceso'],
    [SUGGESTION_STATUS_LABELS, 2, 'Atendido'],
    [SUGGESTION_STATUS_LABELS, 3, 'Resuelto'],
    [BILL_STATUS_LABELS, 0, 'Por conciliar'],
    [BILL_STATUS_LABELS, 1, 'Conciliado'],
    [BILL_STATUS_LABELS, 2, 'Reversado'],
    [BILL_STATUS_LABELS, 3, 'Anulado'],
    [BILL_STATUS_LABELS, 4, 'Por pagar'],
    [BILL_STATUS_ALT_LABELS, 0, 'Por Verificar'],
    [BILL_STATUS_ALT_LABELS, 1, 'Aceptado'],
    [AGREEMENT_STATUS_LABELS, 0, 'Inactivo'],
    [AGREEMENT_STATUS_LABELS, 1, 'Activo'],
    [AGREEMENT_STATUS_LABELS, 2, 'Completado'],
    [SALES_BOOK_STATUS_LABELS, 1, 'Activa'],
    [SALES_BOOK_STATUS_LABELS, 2, 'Anulada'],
    [RETENTION_LABELS, 0, 'No'],
    [RETENTION_LABELS, 1, 'Si'],
    [RETENTION_LABELS, 2, 'Proforma'],
    [PROPERTY_TYPE_LABELS, 1, 'Comercial'],
    [PROPERTY_TYPE_LABELS, 2, 'Residencial'],
    [PROPERTY_TYPE_LABELS, 3, 'Industrial'],
    [PROPERTY_TYPE_LABELS, 4, 'Gubernamental'],
    [PROPERTY_USE_LABELS, 4, 'Otro'],
    [SERVICE_TYPE_LABELS, 1, 'Aseo'],
    [SERVICE_TYPE_LABELS, 2, 'Disposición'],
    [FINE_TYPE_LABELS, 1, 'Multa'],
    [FINE_TYPE_LABELS, 2, 'Intereses'],
    [CASH_TYPE_LABELS, 1, 'Deuda'],
    [CASH_TYPE_LABELS, 2, 'Multa'],
    [CASH_TYPE_LABELS, 3, 'Servicio'],
    [YES_NO_LABELS, 1, 'Si'],
    [YES_NO_LABELS, 0, 'No'],
  ] as const)('%#: labelOf(…, %s) = %s', (labels, value, label) => expect(labelOf(labels, value)).toBe(label));
  it.each([[null], [undefined], [''], [99]])('labelOf of %j is empty', (v) => expect(labelOf(BILL_STATUS_LABELS, v)).toBe(''));
  it('nameOf reads the option lists', () => {
    expect(nameOf(PAYMENT_METHODS, '2')).toBe('Transferencia');
    expect(nameOf(PAYMENT_METHODS, 1)).toBe('Efectivo');
    expect(nameOf(PAYMENT_METHODS, 9)).toBe('');
  });
});

describe('reference codes and limits', () => {
  it.each([
    [1, 'V-', 8],
    [2, 'E-', 20],
    [3, 'J-', 9],
    [4, 'G-', 9],
  ])('document type %s: %s, max %s', (id, prefix, max) => {
    expect(DOCUMENT_TYPES.find((d) => d.id === id)).toMatchObject({ prefix, maxLength: max });
    expect(documentMaxLength(id)).toBe(max);
    expect(documentMaxLength(String(id))).toBe(max);
  });
  it.each([[undefined], [null], [''], [7]])('no type (%j) allows 0 digits', (t) => expect(documentMaxLength(t)).toBe(0));
  it('the use Otro is not selectable', () => expect(SELECTABLE_PROPERTY_USES.map((u) => u.id)).toEqual([1, 2, 3]));
  it.each([
    [3, true],
    [1, false],
    [4, false],
    [undefined, false],
  ])('retention choice for type %s: %s', (t, shown) => expect(showRetention(t)).toBe(shown));
  it.each([
    [1, 'SI'],
    [0, 'NO'],
    [2, 'NO'],
    [null, 'NO'],
  ])('special taxpayer for retention %s: %s', (r, out) => expect(specialTaxpayerLabel(r)).toBe(out));
  it('clients and the retention modal do not see the debit method', () => {
    expect(paymentMethodChoices().map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(paymentMethodChoices({ client: true }).map((m) => m.id)).toEqual([1, 2, 3, 5]);
    expect(paymentMethodChoices({ retentionModal: true }).map((m) => m.id)).toEqual([1, 2, 3, 5]);
  });
  it('limits and keys of section 9', () => {
    expect([MAX_NUMBER, SEARCH_DEBOUNCE_MS, REQUEST_TIMEOUT_MS, REFERENCE_NUMBER_LENGTH, IMAGE_MAX_SIDE]).toEqual([1e13, 1000, 1_200_000, 8, 1000]);
    expect([DEFAULT_IVA, DEFAULT_RETENTION, DEFAULT_INSTITUTION, SOLVENCY_URL_PREFIX]).toEqual([16, 75, 2, 'urban_cleanliness_solvency/']);
    expect(AUDIT_SUBJECT_TYPES).toEqual(['Property', 'Price', 'User', 'PaymentFine']);
  });
  it.each([
    ['default', ['jpg', 'png', 'gif', 'jpeg'], ['image/jpeg', 'image/png', 'image/gif']],
    ['restricted', ['jpg', 'png', 'jpeg', 'pdf'], ['image/jpeg', 'image/png', 'application/pdf']],
  ] as const)('file format set %s', (set, exts, mimes) => {
    expect(FILE_FORMATS[set]).toEqual(exts);
    expect(mimeTypesOf(set)).toEqual(mimes);
  });
  it('the extended set adds office documents and pdf', () =>
    expect(FILE_FORMATS.extended).toEqual(['jpg', 'png', 'gif', 'jpeg', 'pdf', 'doc', 'docx', 'xls', 'xlsx']));
  it('phone codes hold every mobile code and common landlines', () => {
    for (const c of ['0412', '0414', '0416', '0424', '0426', '0422', '0212', '0241', '0261', '0251', '0281', '0293']) expect(PHONE_CODES).toContain(c);
    expect(new Set(PHONE_CODES).size).toBe(PHONE_CODES.length);
  });
});

describe('bill and suggestion transitions', () => {
  it.each([
    [0, [1, 2, 3]],
    [1, [2, 3]],
    [2, [3]],
    [3, []],
  ])('suggestion in status %s may move to %j', (s, next) => expect(nextSuggestionStatuses(s)).toEqual(next));
  it.each([
    [BILL_STATUS.PENDING, true],
    [BILL_STATUS.TO_PAY, true],
    [BILL_STATUS.ACCEPTED, false],
    [BILL_STATUS.REJECTED, false],
    [BILL_STATUS.CANCELLED, false],
  ])('vouchers of a bill in status %s deletable: %s', (s, ok) => expect(canDeleteVoucher(s)).toBe(ok));
});

describe('permissions (000 section 6, 001 section 6)', () => {
  const catalogCodes = PERMISSION_CATALOG.flatMap((m) => m.actions.map((a) => a.code));
  it('the catalog holds every permission code exactly once', () => {
    expect([...catalogCodes].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(new Set(catalogCodes).size).toBe(catalogCodes.length);
  });
  it.each(PERMISSION_CATALOG.filter((m) => m.actions.length).map((m) => [m.id, m] as const))('module %s: its view-* code is the one main action', (_id, m) => {
    const mains = m.actions.filter((a) => a.main === 1);
    expect(mains).toHaveLength(1);
    expect(mains[0].code).toMatch(/^view-/);
  });
  it('modules carry the spec ids; Usuarios shows as Administradores', () => {
    expect(PERMISSION_CATALOG.map((m) => m.id)).toEqual(Object.values(MODULES));
    expect(PERMISSION_CATALOG.find((m) => m.id === MODULES.MODERATORS)).toMatchObject({ name: 'Usuarios', label: 'Administradores' });
    expect(PERMISSION_CATALOG.find((m) => m.id === MODULES.CLIENTS)).toMatchObject({ name: 'Contribuyentes', label: 'Contribuyentes' });
  });
  it('module 3 (tariff) holds view-tariff and its edit and discount actions', () => {
    expect(PERMISSION_CATALOG.find((m) => m.id === 3)!.actions.map((a) => a.code)).toEqual([
      'view-tariff',
      'edit-tariff',
      'edit-iva',
      'edit-retention',
      'edit-dolar',
      'edit-petro',
      'edit-interest',
      'edit-economic-activity',
      'view-discount',
      'create-discount',
      'edit-discount',
      'delete-discount',
    ]);
  });
  it.each([
    'view-clients',
    'create-clients',
    'delete-clients',
    'view-users',
    'create-users',
    'delete-users',
    'view-tariff',
    'edit-tariff',
    'edit-iva',
    'edit-retention',
    'edit-dolar',
    'edit-petro',
    'edit-interest',
    'edit-economic-activity',
    'view-discount',
    'create-discount',
    'edit-discount',
    'delete-discount',
    'view-bank-accounts',
    'create-bank-accounts',
    'delete-bank-accounts',
    'view-routes-schedules',
    'upload-routes',
    'view-complaints-suggestions',
    'view-urban-cleanliness',
    'view-account-status',
    'view-account-record',
    'mail-account-record',
    'calculate-account-record',
    'account-record-fines-delete',
    'account-record-fines-update',
    'account-record-months-update',
    'view-cash',
    'edit-ucd',
    'cash-record-fines-delete',
    'view-voucher-history',
    'view-payments',
    'edit-payments-data',
    'edit-payment-status',
    'delete-credit-note',
    'view-payment-agreements',
    'view-reports',
    'export-reports-audit',
  ])('%s is a permission code', (code) => expect(ALL_PERMISSION_CODES).toContain(code));
  it.each([
    ['/admin/users/clients', 'view-clients'],
    ['/admin/users/clients/edit/4/9', 'view-clients'],
    ['/admin/users/moderators/create', 'view-users'],
    ['/admin/tariff', 'view-tariff'],
    ['/admin/account-status/12', 'view-account-status'],
    ['/admin/payments', 'view-payments'],
    ['/admin/reports', 'view-reports'],
    ['/admin/reports/sales-book', 'view-reports'],
    ['/admin/reports/audit-report', 'export-reports-audit'],
    ['/admin/voucher-history', 'view-voucher-history'],
    ['/admin/complaints-suggestions/view/3', 'view-complaints-suggestions'],
    ['/admin/routes-schedules', 'view-routes-schedules'],
    ['/admin/bank-accounts', 'view-bank-accounts'],
    ['/admin/urban-cleaning-solvencies', 'view-urban-cleanliness'],
    ['/admin/payment-agreements-old', 'view-payment-agreements'],
    ['/admin/payment-agreements', 'view-payment-agreements'],
    ['/admin/cash', 'view-cash'],
    ['/admin/cash/7', 'view-cash'],
    ['/admin/cash-new/7/AU-1', 'view-cash'],
    ['/admin/cash/', 'view-cash'],
    ['/admin', undefined],
    ['/admin/profile', undefined],
  ])('route %s needs %s', (path, code) => expect(routePermission(path)).toBe(code));
  it('every mapped route needs a known code', () => Object.values(ROUTE_PERMISSIONS).forEach((c) => expect(ALL_PERMISSION_CODES).toContain(c)));
  it.each([
    [{ level_id: LEVELS.ADMIN }, true],
    [{ level_id: LEVELS.MODERATOR, permissions: ['view-cash'] }, true],
    [{ level_id: LEVELS.MODERATOR, permissions: [{ code: 'view-cash' }] }, true],
    [{ level_id: LEVELS.MODERATOR, permissions: ['view-payments'] }, false],
    [{ level_id: LEVELS.CLIENT, permissions: ['view-cash'] }, false],
    [null, false],
  ])('hasPermission(%j, view-cash) = %s', (user, ok) => expect(hasPermission(user, PERMISSIONS.VIEW_CASH)).toBe(ok));
  it('ticking a secondary action turns on its main action', () => {
    expect(withMainActions(['edit-iva', 'delete-credit-note'])).toEqual(['view-tariff', 'edit-iva', 'view-voucher-history', 'delete-credit-note']);
    expect(withMainActions([])).toEqual([]);
  });
});
