// User levels, statuses and flags of both documents (000 section 4, 001 section 4), with their
// Spanish labels. Labels marked "ours" are not worded by the spec.
export const LEVELS = { ADMIN: 1, MODERATOR: 2, CLIENT: 3 } as const;
/** Staff roles (the `roles` rows): the role id is the level it gives. */
export const STAFF_ROLES = [
  { id: LEVELS.ADMIN, name: 'Administrador' },
  { id: LEVELS.MODERATOR, name: 'Moderador' },
] as const;

export const USER_STATUS = { ACTIVE: 1, INACTIVE: 0, VERIFIED: 3 } as const;
/** The status filter's options (the spec's plural labels: a filter names a set of users). */
export const USER_STATUS_LABELS = { 1: 'Activos', 0: 'Inactivos', 3: 'Por verificar' } as const;
/** One user's own status, as its row, its view and the exports show it (ours: the filter's labels are plural). */
export const USER_STATUS_TEXT = { 1: 'Activo', 0: 'Inactivo', 3: 'Por verificar' } as const;

export const BANK_ACCOUNT_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;
/** The status filter's options (the spec's plural labels). */
export const BANK_ACCOUNT_STATUS_LABELS = { 1: 'Activas', 0: 'Inactivas' } as const;
/** One bank account's own status, as its row shows it (ours). */
export const BANK_ACCOUNT_STATUS_TEXT = { 1: 'Activa', 0: 'Inactiva' } as const;

export const ACCOUNT_STATUS = { RECONCILED: 1, TO_RECONCILE: 2, NON_PAYMENT: 3 } as const;
export const ACCOUNT_STATUS_LABELS = { 1: 'Conciliado', 2: 'Por Conciliar', 3: 'Impago' } as const;

/** Pending payment (notice): 1 pending until a bill takes it, then 0 processed. */
export const NOTICE_STATUS = { PROCESSED: 0, PENDING: 1 } as const;
/** Filter labels of the pending-payments list (ours). */
export const NOTICE_STATUS_LABELS = { 0: 'Procesado', 1: 'Pendiente' } as const;

export const SUGGESTION_STATUS = { PENDING: 0, PROCESS: 1, ATTENDED: 2, RESOLVED: 3 } as const;
export const SUGGESTION_STATUS_LABELS = { 0: 'Pendiente', 1: 'En proceso', 2: 'Atendido', 3: 'Resuelto' } as const;

/** Forward moves an unresolved suggestion offers; none once resolved (000 section 4). */
export function nextSuggestionStatuses(current: number): number[] {
  return [SUGGESTION_STATUS.PROCESS, SUGGESTION_STATUS.ATTENDED, SUGGESTION_STATUS.RESOLVED].filter((s) => s > current);
}

export const ROUTE_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;

export const BILL_STATUS = { PENDING: 0, ACCEPTED: 1, REJECTED: 2, CANCELLED: 3, TO_PAY: 4 } as const;
export const BILL_STATUS_LABELS = { 0: 'Por conciliar', 1: 'Conciliado', 2: 'Reversado', 3: 'Anulado', 4: 'Por pagar' } as const;
export const BILL_STATUS_ALT_LABELS = { 0: 'Por Verificar', 1: 'Aceptado' } as const;
/** A manual status change may set these, never TO_PAY (001 section 4). */
export const MANUAL_BILL_STATUSES = [BILL_STATUS.PENDING, BILL_STATUS.ACCEPTED, BILL_STATUS.REJECTED, BILL_STATUS.CANCELLED] as const;
/** The voided-invoices report shows only these. */
export const VOIDED_BILL_STATUSES = [BILL_STATUS.REJECTED, BILL_STATUS.CANCELLED] as const;
/** Vouchers can be deleted only while the bill is pending or to pay. */
export const canDeleteVoucher = (billStatus: number) => billStatus === BILL_STATUS.PENDING || billStatus === BILL_STATUS.TO_PAY;

export const AGREEMENT_STATUS = { INACTIVE: 0, ACTIVE: 1, COMPLETED: 2 } as const;
export const AGREEMENT_STATUS_LABELS = { 0: 'Inactivo', 1: 'Activo', 2: 'Completado' } as const;
export const AGREEMENT_TYPES = { MONTHLY: 1, BIWEEKLY: 2 } as const;
/** Ours. */
export const AGREEMENT_TYPE_LABELS = { 1: 'Mensual', 2: 'Quincenal' } as const;
/** A biweekly quota spans 15 days. */
export const BIWEEKLY_DAYS = 15;

export const SALES_BOOK_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;
export const SALES_BOOK_STATUS_LABELS = { 1: 'Activa', 2: 'Anulada' } as const;

/** Yes/no flags (tax free, condominium, owner, verified, wasSent, canBeSent). */
export const FLAG = { YES: 1, NO: 0 } as const;
export const YES_NO_LABELS = { 1: 'Si', 0: 'No' } as const;
export const YES = FLAG.YES;
export const NO = FLAG.NO;

/** Permission matrix: the main action of a module (its view-*) is 1, the others 0. */
export const ACTION_MAIN = 1;
export const ACTION_SECONDARY = 0;
