// The audit catalogue (DOMAIN "Audit and real time", 001 sections 2, 3, 7 and 9; docs/audit.md).
// Every audit row the API writes names one key of AUDIT_EVENTS: its module, subject type,
// description and Spanish event name come from here, never from free text at the call site.
// The event name is what the row stores as `log_name` and what the audit report shows; names
// that rows already carried are kept as they were.
import { MODULES } from './permissions.ts';

/** The spec's descriptions: what happened to the subject record. */
export const AUDIT_DESCRIPTIONS = { created: 'created', updated: 'updated', deleted: 'deleted' } as const;
export type AuditDescription = keyof typeof AUDIT_DESCRIPTIONS;
export const AUDIT_DESCRIPTION_LABELS: Record<AuditDescription, string> = { created: 'Creado', updated: 'Actualizado', deleted: 'Eliminado' };

/** The spec's subject types (001 section 9). */
export const AUDIT_SUBJECT_TYPES = ['Property', 'Price', 'User', 'PaymentFine'] as const;

/**
 * Every subject an audit row may name, with the change it stands for in the report: the spec's
 * "price change (shown as activity change), property change, fine change" first, then ours.
 */
export const AUDIT_SUBJECT_CHANGES = {
  Property: 'Cambio de inmueble',
  Price: 'Cambio de actividad',
  User: 'Cambio de usuario',
  PaymentFine: 'Cambio de multa',
  Notice: 'Cambio de aviso de cobro',
  Bill: 'Cambio de factura',
  BillClaim: 'Revisión de pago',
  CreditNote: 'Cambio de nota de crédito',
  Solvency: 'Cambio de solvencia',
  StatementImport: 'Estado de cuenta bancario',
  ServiceType: 'Cambio de tipo de servicio',
  Discount: 'Cambio de descuento',
  GlobalValue: 'Cambio de valor global',
  BankAccount: 'Cambio de cuenta bancaria',
  CollectionRoute: 'Cambio de rutas',
  Suggestion: 'Cambio de solicitud',
  EconomicActivityHistory: 'Cambio de historial de actividad',
  Agreement: 'Cambio de convenio de pago',
  Convention: 'Cambio de convenio de pago',
  Report: 'Reporte',
  SalesBookPeriod: 'Cierre del libro de ventas',
} as const;
export type AuditSubject = keyof typeof AUDIT_SUBJECT_CHANGES;

/** Fields never stored in an audit row nor shown in its change details. */
export const AUDIT_HIDDEN_FIELDS = ['password', 'password_confirmation', 'current_password', 'token_version'] as const;

type ModuleId = (typeof MODULES)[keyof typeof MODULES];
export type AuditEventEntry = { module: ModuleId; subject: AuditSubject; description: AuditDescription; name: string };

const M = MODULES;
const event = <S extends AuditSubject, D extends AuditDescription>(module: ModuleId, subject: S, description: D, name: string) => ({
  module,
  subject,
  description,
  name,
});

export const AUDIT_EVENTS = {
  // Clientes: taxpayers, their properties, economic activity history
  'client.created': event(M.CLIENTS, 'User', 'created', 'Cliente creado'),
  'client.imported': event(M.CLIENTS, 'User', 'created', 'Importación'),
  'client.updated': event(M.CLIENTS, 'User', 'updated', 'Cliente modificado'),
  'client.status-changed': event(M.CLIENTS, 'User', 'updated', 'Cambio de estatus del cliente'),
  'client.password-changed': event(M.CLIENTS, 'User', 'updated', 'Cambio de contraseña'),
  'client.retention-confirmed': event(M.CLIENTS, 'User', 'updated', 'Retención confirmada'),
  'client.retention-rejected': event(M.CLIENTS, 'User', 'updated', 'Retención rechazada'),
  'client.deleted': event(M.CLIENTS, 'User', 'deleted', 'Cliente eliminado'),
  'property.created': event(M.CLIENTS, 'Property', 'created', 'Inmueble creado'),
  'property.imported': event(M.CLIENTS, 'Property', 'created', 'Importación'),
  'property.updated': event(M.CLIENTS, 'Property', 'updated', 'Cambio de inmueble'),
  'property.disincorporated': event(M.CLIENTS, 'Property', 'updated', 'Desincorporación'),
  'property.parent-set': event(M.CLIENTS, 'Property', 'updated', 'Propiedad padre'),
  'property.deleted': event(M.CLIENTS, 'Property', 'deleted', 'Inmueble eliminado'),
  'activity-history.created': event(M.CLIENTS, 'EconomicActivityHistory', 'created', 'Historial de actividad creado'),
  'activity-history.updated': event(M.CLIENTS, 'EconomicActivityHistory', 'updated', 'Historial de actividad modificado'),
  'activity-history.deleted': event(M.CLIENTS, 'EconomicActivityHistory', 'deleted', 'Historial de actividad eliminado'),
  // Administradores (staff accounts) and each staff member's own data
  'user.created': event(M.MODERATORS, 'User', 'created', 'Usuario creado'),
  'user.updated': event(M.MODERATORS, 'User', 'updated', 'Usuario modificado'),
  'user.status-changed': event(M.MODERATORS, 'User', 'updated', 'Cambio de estatus del usuario'),
  'user.password-changed': event(M.MODERATORS, 'User', 'updated', 'Cambio de contraseña'),
  'user.deleted': event(M.MODERATORS, 'User', 'deleted', 'Usuario eliminado'),
  'profile.updated': event(M.MODERATORS, 'User', 'updated', 'Cambio de datos propios'),
  'profile.password-changed': event(M.MODERATORS, 'User', 'updated', 'Cambio de contraseña propia'),
  'profile.password-reset': event(M.MODERATORS, 'User', 'updated', 'Contraseña restablecida'),
  // Tarifario
  'price.updated': event(M.TARIFF, 'Price', 'updated', 'Cambio de actividad'),
  'discount.created': event(M.TARIFF, 'Discount', 'created', 'Descuento creado'),
  'discount.updated': event(M.TARIFF, 'Discount', 'updated', 'Descuento modificado'),
  'discount.deleted': event(M.TARIFF, 'Discount', 'deleted', 'Descuento eliminado'),
  'global-value.iva-updated': event(M.TARIFF, 'GlobalValue', 'updated', 'Cambio de IVA'),
  'global-value.retention-updated': event(M.TARIFF, 'GlobalValue', 'updated', 'Cambio de retención'),
  'global-value.interest-updated': event(M.TARIFF, 'GlobalValue', 'updated', 'Cambio de interés bancario'),
  'global-value.dollar-updated': event(M.TARIFF, 'GlobalValue', 'updated', 'Cambio de tasa del dólar'),
  'global-value.ucd-updated': event(M.TARIFF, 'GlobalValue', 'updated', 'Cambio de valor UCD'),
  // Caja
  'service-type.created': event(M.CASH, 'ServiceType', 'created', 'Tipo de servicio'),
  'bill.registered': event(M.CASH, 'Bill', 'created', 'Pago registrado'),
  'bill.proforma-created': event(M.CASH, 'Bill', 'created', 'Prefactura generada'),
  // Historial de comprobantes
  'withholding-voucher.created': event(M.VOUCHER_HISTORY, 'Bill', 'created', 'Comprobante de retención'),
  'credit-note.updated': event(M.VOUCHER_HISTORY, 'CreditNote', 'updated', 'Nota de crédito modificada'),
  'credit-note.deleted': event(M.VOUCHER_HISTORY, 'CreditNote', 'deleted', 'Nota de crédito eliminada'),
  'agreement.created': event(M.PAYMENT_AGREEMENTS, 'Agreement', 'created', 'Convenio de pago creado'),
  'agreement.deactivated': event(M.PAYMENT_AGREEMENTS, 'Agreement', 'updated', 'Convenio de pago desactivado'),
  'agreement.file-uploaded': event(M.PAYMENT_AGREEMENTS, 'Agreement', 'updated', 'Copia firmada del convenio adjuntada'),
  'convention.created': event(M.PAYMENT_AGREEMENTS, 'Convention', 'created', 'Convenio creado'),
  'convention.deactivated': event(M.PAYMENT_AGREEMENTS, 'Convention', 'updated', 'Convenio desactivado'),
  'convention.file-uploaded': event(M.PAYMENT_AGREEMENTS, 'Convention', 'updated', 'Copia firmada del convenio adjuntada'),
  // Reportes: every export (who, which report, which filters), the audit report built in the background, closing the sales book
  'report.exported': event(M.REPORTS, 'Report', 'created', 'Reporte exportado'),
  'report.audit-requested': event(M.REPORTS, 'Report', 'created', 'Reporte de auditoría solicitado'),
  'sales-book.closed': event(M.REPORTS, 'SalesBookPeriod', 'created', 'Cierre del libro de ventas'),
  // Pagos: the bill's writes, bank statements, the reconciliation queue's claims
  'bill.proforma-paid': event(M.PAYMENTS, 'Bill', 'updated', 'Datos de pago de la prefactura'),
  'bill.status-changed': event(M.PAYMENTS, 'Bill', 'updated', 'Cambio de estatus'),
  'bill.reconciled': event(M.PAYMENTS, 'Bill', 'updated', 'Pago conciliado'),
  'bill.reconciled-by-statement': event(M.PAYMENTS, 'Bill', 'updated', 'Pago conciliado (estado de cuenta)'),
  'bill.rejected': event(M.PAYMENTS, 'Bill', 'updated', 'Pago reversado'),
  'bill.annulled': event(M.PAYMENTS, 'Bill', 'updated', 'Pago anulado'),
  'bill.voucher-deleted': event(M.PAYMENTS, 'Bill', 'updated', 'Comprobante eliminado'),
  'bill.proforma-deleted': event(M.PAYMENTS, 'Bill', 'deleted', 'Prefactura eliminada'),
  'bill.delivered': event(M.PAYMENTS, 'Bill', 'updated', 'Entrega de factura'),
  'bill.control-number-set': event(M.PAYMENTS, 'Bill', 'updated', 'Número de control'),
  'bill.date-changed': event(M.PAYMENTS, 'Bill', 'updated', 'Fecha de la factura'),
  'statement.imported': event(M.PAYMENTS, 'StatementImport', 'created', 'Estado de cuenta importado'),
  'claim.taken': event(M.PAYMENTS, 'BillClaim', 'created', 'Pago tomado para revisión'),
  'claim.released': event(M.PAYMENTS, 'BillClaim', 'deleted', 'Pago liberado de revisión'),
  // Aseo urbano
  'solvency.issued': event(M.URBAN_CLEANLINESS, 'Solvency', 'created', 'Solvencia emitida'),
  'solvency.deleted': event(M.URBAN_CLEANLINESS, 'Solvency', 'deleted', 'Solvencia eliminada'),
  // Cuentas bancarias
  'bank-account.created': event(M.BANK_ACCOUNTS, 'BankAccount', 'created', 'Cuenta bancaria creada'),
  'bank-account.updated': event(M.BANK_ACCOUNTS, 'BankAccount', 'updated', 'Cuenta bancaria modificada'),
  'bank-account.status-changed': event(M.BANK_ACCOUNTS, 'BankAccount', 'updated', 'Cambio de estatus de la cuenta bancaria'),
  'bank-account.deleted': event(M.BANK_ACCOUNTS, 'BankAccount', 'deleted', 'Cuenta bancaria eliminada'),
  // Rutas y horarios
  'routes.uploaded': event(M.ROUTES_SCHEDULES, 'CollectionRoute', 'updated', 'Carga de rutas'),
  // Quejas y sugerencias
  'suggestion.answered': event(M.COMPLAINTS_SUGGESTIONS, 'Suggestion', 'updated', 'Respuesta a solicitud'),
  'suggestion.status-changed': event(M.COMPLAINTS_SUGGESTIONS, 'Suggestion', 'updated', 'Estatus de solicitud'),
  'suggestion.deleted': event(M.COMPLAINTS_SUGGESTIONS, 'Suggestion', 'deleted', 'Solicitud eliminada'),
  // Estado de cuenta: the Record de Cuenta's writes and the statement's mailing
  'property.pending-months-set': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Meses pendientes'),
  'property.statement-calculated': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Calcular estado de cuenta'),
  'property.billing-status-changed': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Estado de cuenta del inmueble'),
  'property.debt-deleted': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Deuda eliminada'),
  'property.fines-deleted': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Multas eliminadas'),
  'property.sending-set': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Marca de envío de estado de cuenta'),
  'property.sending-reset': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Reinicio de envío'),
  'property.notification-date-set': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Fecha de notificación'),
  'property.statement-mailed': event(M.ACCOUNT_STATUS, 'Property', 'updated', 'Envío de estado de cuenta'),
  'notice.rate-set': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Valor UCD del aviso'),
  'notice.fine-set': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Multa del aviso'),
  'notice.interest-set': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Intereses del aviso'),
  'notice.marked-paid': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Marcado como pagado'),
  'notice.marked-pending': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Marcado como pendiente'),
  'notice.check-set': event(M.ACCOUNT_STATUS, 'Notice', 'updated', 'Marca del aviso'),
  'notice.deleted': event(M.ACCOUNT_STATUS, 'Notice', 'deleted', 'Aviso eliminado'),
  'fine.deleted': event(M.ACCOUNT_STATUS, 'PaymentFine', 'deleted', 'Multa eliminada'),
  'interest.deleted': event(M.ACCOUNT_STATUS, 'PaymentFine', 'deleted', 'Intereses eliminados'),
} as const satisfies Record<string, AuditEventEntry>;

/** A key of the catalogue: what `writeAudit` takes, so a misspelt event does not compile. */
export type AuditEvent = keyof typeof AUDIT_EVENTS;
/** The events whose subject is `S` (a helper that writes one kind of subject takes only these). */
export type AuditEventOf<S extends AuditSubject> = { [K in AuditEvent]: (typeof AUDIT_EVENTS)[K]['subject'] extends S ? K : never }[AuditEvent];

export const AUDIT_EVENT_KEYS = Object.keys(AUDIT_EVENTS) as AuditEvent[];
/** Longest event name the `audit_logs.log_name` column holds. */
export const AUDIT_NAME_MAX = 60;
