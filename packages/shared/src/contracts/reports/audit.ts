// 'Auditoría' (/admin/reports/audit-report; 001 sections 2, 3, 5, 6, 7 and 9; DOMAIN "Reports" and
// "Audit and real time"; docs/audit.md, docs/reports.md "Auditoría"): the audit rows with their
// module, record, author, date, description and the change as field / before / after (password
// fields never shown, at any depth). Every call needs export-reports-audit (the route does). The
// exports need a start date ('Debe seleccionar una fecha de inicio') and print the chain's head hash
// and its verification at the foot. 'verify' seals and walks the hash chain and names the first
// broken row; 'generate' builds the whole Excel of the filters in a background job, and 'files' /
// 'download' give the requester its generated files (a `reports` socket event says when one is ready).
import { z } from 'zod';
import { PERMISSIONS as P } from '../../constants/index.ts';
import { MSG } from '../../messages/index.ts';
import { auditExportError } from '../../schemas/reports.ts';
import { dateRangeError, formObject, integer, isBlank, optionalDateText, optionalId, optionalText, requiredText } from '../../schemas/common.ts';
import { defineCall } from '../define.ts';
import { fileResponse, messageResponse, named, page } from '../common.ts';
import { REPORT_TAGS, reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;

/** The filters every audit call shares (the list adds its page; the exports require `since`). */
const filterFields = {
  /** Record id (value id), event name, description or the author's username */
  search: optionalText(100),
  /** Caracas days of the row's created_at, both included */
  since: optionalDateText(),
  until: optionalDateText(),
  /** The module of the row (MODULES) */
  module_id: optionalId(),
  /** The author (causer) */
  user_id: optionalId(),
  /** A taxpayer: the rows about its account or any of its properties */
  client_id: optionalId(),
  withoutLoading: z.unknown().optional(),
};

export const auditReportFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  ...filterFields,
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type AuditReportFilters = z.output<typeof auditReportFilters>;

/** The exports and 'generate': the same filters, the start date required (001 section 5). */
export const auditExportFilters = formObject({ page: z.unknown().optional(), ...filterFields }).superRefine((v, ctx) => {
  const start = auditExportError(v);
  if (start) ctx.addIssue({ code: 'custom', message: start, path: ['since'] });
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type AuditExportFilters = z.output<typeof auditExportFilters>;

/** One changed field: its values before and after as text (a nested value as JSON text; null when absent). */
export const auditChangeWire = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type AuditChange = z.infer<typeof auditChangeWire>;

/** The spec's audit movement (001 section 3) and what the screen shows of it. */
export const auditMovementWire = z.object({
  /** The row's id (a bigint, as text) */
  id: z.string(),
  created_at: z.string(),
  /** The event's Spanish name ('Cambio de actividad') */
  log_name: z.string().nullable(),
  module: named.nullable(),
  /** The record changed (value id) */
  value_id: z.string().nullable(),
  subject_type: z.string().nullable(),
  /** The change the subject stands for ('Cambio de actividad' for a Price; AUDIT_SUBJECT_CHANGES) */
  change: z.string().nullable(),
  /** created | updated | deleted, and its label ('Actualizado') */
  description: z.string(),
  description_label: z.string(),
  property: z.object({ id: int(), code: z.string() }).nullable(),
  /** The author */
  causer: z.object({ id: int(), username: z.string(), full_name: z.string() }).nullable(),
  /** One line: the change and its record ('Cambio de actividad · registro 12') */
  detail: z.string(),
  /** The changes in one line ('name: A → B; size: 90 → 120') */
  differences_string: z.string(),
  /** The stored values, password fields removed at every depth */
  properties: z.object({ old: z.unknown(), attributes: z.unknown() }),
  /** Old vs new, field by field (top-level fields; nested values as text); only fields that differ */
  changes: z.array(auditChangeWire),
  /** Its place in the hash chain (null until sealed) */
  chain_seq: z.string().nullable(),
});
export type AuditMovement = z.infer<typeof auditMovementWire>;

export const auditReportResponse = z.object({
  movements: page(auditMovementWire),
  /** The authors for the filter (staff accounts) */
  users: z.array(z.object({ id: int(), username: z.string(), full_name: z.string() })),
  modules: z.array(named),
});
export type AuditReportAnswer = z.infer<typeof auditReportResponse>;

/** The chain's verification: sealed first, then walked in chain order. */
export const auditVerifyResponse = z.object({
  ok: z.boolean(),
  /** Rows walked (every sealed row) */
  checked: int(),
  /** Rows sealed by this call */
  sealed: int(),
  /** The last sealed row's hash (null for an empty chain) */
  head_hash: z.string().nullable(),
  head_seq: z.string().nullable(),
  /** The first row whose hash or place does not match (null when the chain holds) */
  broken: z.object({ id: z.string(), chain_seq: z.string(), created_at: z.string() }).nullable(),
  message: z.string(),
});
export type AuditVerifyAnswer = z.infer<typeof auditVerifyResponse>;

export const AUDIT_FILE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type AuditFileStatus = (typeof AUDIT_FILE_STATUSES)[number];
export const AUDIT_FILE_STATUS_LABELS: Record<AuditFileStatus, string> = { pending: 'En proceso', ready: 'Listo', failed: 'Falló' };

/** A generated audit report of the requester. */
export const auditFileWire = z.object({
  /** The job's id (a uuid): `download` takes it */
  id: z.string(),
  /** The file's name ('auditoria-2026-11-01-2026-11-30.xlsx') */
  name: z.string(),
  status: z.enum(AUDIT_FILE_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Rows written and size in bytes, once ready */
  rows: int().nullable(),
  size: int().nullable(),
  /** The filters it was asked with (YYYY-MM-DD dates, ids) */
  filters: z.object({
    since: z.string(),
    until: z.string().nullable(),
    module_id: int().nullable(),
    user_id: int().nullable(),
    client_id: int().nullable(),
    search: z.string().nullable(),
  }),
});
export type AuditFile = z.infer<typeof auditFileWire>;

/** The tag of the generated files' list: the `reports` socket event refreshes it. */
export const AUDIT_FILES_TAGS = ['audit-files'] as const;
const access = { kind: 'staff', permission: P.EXPORT_REPORTS_AUDIT } as const;

export const auditReportCalls = (() => {
  const base = reportCalls({
    key: 'audit-report',
    path: '/admin/reports/audit_report',
    title: 'Auditoría: movimientos con módulo, registro, autor, fecha y el cambio campo por campo',
    filters: auditReportFilters,
    response: auditReportResponse,
    permission: P.EXPORT_REPORTS_AUDIT,
  });
  return {
    list: base.list,
    // the exports refuse a missing start date (422 'Debe seleccionar una fecha de inicio')
    excel: defineCall({ ...base.excel, request: auditExportFilters }),
    pdf: defineCall({ ...base.pdf, request: auditExportFilters }),
    verify: defineCall({
      id: 'reports.audit-report.verify',
      summary: 'Auditoría: sella los registros nuevos y verifica la cadena de hashes; nombra el primer registro alterado',
      methods: ['GET', 'POST'],
      path: '/admin/reports/audit_report/verify',
      access,
      request: formObject({}),
      response: auditVerifyResponse,
      tags: REPORT_TAGS,
    }),
    generate: defineCall({
      id: 'reports.audit-report.generate',
      summary: 'Auditoría: genera en segundo plano el Excel completo de los filtros y avisa al solicitante cuando está listo',
      methods: ['POST'],
      path: '/admin/reports/audit_report/generate',
      access,
      request: auditExportFilters,
      response: messageResponse.extend({ file: auditFileWire }),
      tags: AUDIT_FILES_TAGS,
    }),
    files: defineCall({
      id: 'reports.audit-report.files',
      summary: 'Auditoría: los reportes generados del solicitante, con su estado',
      methods: ['GET', 'POST'],
      path: '/admin/reports/audit_report/files',
      access,
      request: formObject({}),
      response: z.object({ files: z.array(auditFileWire) }),
      tags: AUDIT_FILES_TAGS,
    }),
    download: defineCall({
      id: 'reports.audit-report.download',
      summary: 'Auditoría: descarga un reporte generado (solo quien lo pidió, o un administrador)',
      methods: ['GET'],
      path: '/admin/reports/audit_report/files/:id',
      access,
      request: formObject({ id: requiredText(S.invalidData, 40).pipe(z.uuid(S.invalidData)) }),
      response: fileResponse,
      responseKind: 'file',
      tags: AUDIT_FILES_TAGS,
    }),
  };
})();
