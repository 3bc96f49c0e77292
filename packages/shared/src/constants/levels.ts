// User levels, statuses and the other state codes of both documents, with their Spanish labels.
export const LEVELS = { ADMIN: 1, MODERATOR: 2, CLIENT: 3 } as const;

export const USER_STATUS = { ACTIVE: 1, INACTIVE: 0, VERIFIED: 3 } as const;
export const USER_STATUS_LABELS = { 1: 'Activos', 0: 'Inactivos', 3: 'Por verificar' } as const;

export const BANK_ACCOUNT_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;
export const BANK_ACCOUNT_STATUS_LABELS = { 1: 'Activas', 0: 'Inactivas' } as const;

export const ACCOUNT_STATUS = { RECONCILED: 1, TO_RECONCILE: 2, NON_PAYMENT: 3 } as const;
export const ACCOUNT_STATUS_LABELS = { 1: 'Conciliado', 2: 'Por Conciliar', 3: 'Impago' } as const;

/** Pending payment (notice): 1 pending until a bill takes it, then 0 processed. */
export const NOTICE_STATUS = { PROCESSED: 0, PENDING: 1 } as const;

export const SUGGESTION_STATUS = { PENDING: 0, PROCESS: 1, ATTENDED: 2, RESOLVED: 3 } as const;
export const SUGGESTION_STATUS_LABELS = { 0: 'Pendiente', 1: 'En proceso', 2: 'Atendido', 3: 'Resuelto' } as const;

export const ROUTE_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;

export const BILL_STATUS = { PENDING: 0, ACCEPTED: 1, REJECTED: 2, CANCELLED: 3, TO_PAY: 4 } as const;
export const BILL_STATUS_LABELS = { 0: 'Por conciliar', 1: 'Conciliado', 2: 'Reversado', 3: 'Anulado', 4: 'Por pagar' } as const;
export const BILL_STATUS_ALT_LABELS = { 0: 'Por Verificar', 1: 'Aceptado' } as const;

export const AGREEMENT_STATUS = { INACTIVE: 0, ACTIVE: 1, COMPLETED: 2 } as const;
export const AGREEMENT_STATUS_LABELS = { 0: 'Inactivo', 1: 'Activo', 2: 'Completado' } as const;
export const AGREEMENT_TYPES = { MONTHLY: 1, BIWEEKLY: 2 } as const;
export const BIWEEKLY_DAYS = 15;

export const SALES_BOOK_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;
export const SALES_BOOK_STATUS_LABELS = { 1: 'Activa', 2: 'Anulada' } as const;

export const YES = 1;
export const NO = 0;
export const ACTION_MAIN = 1;
export const ACTION_SECONDARY = 0;

/** Label of a code in one of the label maps, or '' when unknown. */
export function labelOf(labels: Record<number, string>, code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return labels[code] ?? '';
}
