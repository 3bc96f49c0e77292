// What the audit exports write (docs/reports.md "Auditoría"): the columns shared by the Excel, the
// PDF and the background report, the heading with the filters, and at the foot the chain's state:
// every export seals the chain and verifies it first, then prints the result and the head hash (the
// chain as it stood when the file was made; the export's own 'Reporte exportado' row is sealed later).
import { PAGE_SIZE } from '@aseo/shared/constants';
import type { AuditMovement } from '@aseo/shared/contracts';
import { formatDate } from '@aseo/shared/format';
import { todayYmd } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { caracasDateTime, verifyAuditChain } from './audit-chain.ts';
import { auditRows, presentMovement, type AuditFilters, type AuditRaw } from './audit.rows.ts';
import { keyset, type ReportColumn, type ReportHeading, type SummaryLine } from './report.ts';
import { clientLabel } from './report-filters.ts';

export const AUDIT_SHEET = 'Auditoría';

export const AUDIT_COLUMNS: ReportColumn<AuditMovement>[] = [
  { header: 'Fecha y hora', key: 'created_at', kind: 'text', width: 18, value: (m) => caracasDateTime(new Date(m.created_at)), pdf: { width: 58 } },
  { header: 'Módulo', key: 'module', kind: 'text', width: 20, value: (m) => m.module?.name ?? '', pdf: { width: 58 } },
  { header: 'Evento', key: 'log_name', kind: 'text', width: 30, value: (m) => m.log_name ?? m.change ?? '', pdf: { width: 84 } },
  { header: 'Descripción', key: 'description_label', kind: 'text', width: 13, pdf: { width: 56 } },
  { header: 'Registro', key: 'value_id', kind: 'text', width: 12, value: (m) => m.value_id ?? '', pdf: { width: 46 } },
  { header: 'Inmueble', key: 'property', kind: 'text', width: 12, value: (m) => m.property?.code ?? '', pdf: { width: 44 } },
  { header: 'Autor', key: 'causer', kind: 'text', width: 16, value: (m) => m.causer?.username ?? '', pdf: { width: 52 } },
  {
    header: 'Cambios (campo: antes → después)',
    key: 'differences_string',
    kind: 'text',
    width: 80,
    // the PDF's standard fonts have no arrow
    pdf: { width: 270, header: 'Cambios (campo: antes » después)' },
    text: (m) => m.differences_string.replaceAll(' → ', ' » '),
  },
  { header: 'N.º en la cadena', key: 'chain_seq', kind: 'integer', width: 14, value: (m) => m.chain_seq, pdf: { width: 28, header: 'N.º', align: 'right' } },
];

/** Every movement of the filters, newest first, in keyset batches. */
export async function* auditMovements(ctx: AppContext, f: AuditFilters): AsyncGenerator<AuditMovement> {
  for await (const raw of keyset<AuditRaw>((after, limit) => auditRows(ctx.db, f, after, limit))) yield presentMovement(raw);
}

/** 'auditoria-2026-11-01-2026-11-30': the start date and the end (today when open). */
export const auditFileBase = (f: { since?: string; until?: string }) => `auditoria-${f.since ?? 'inicio'}-${f.until ?? todayYmd()}`;

export async function auditHeading(ctx: AppContext, f: AuditFilters): Promise<ReportHeading> {
  const [chain, module, author, client] = await Promise.all([
    verifyAuditChain(ctx.db),
    f.module_id ? ctx.db.module.findUnique({ where: { id: f.module_id }, select: { name: true } }) : null,
    f.user_id ? ctx.db.user.findUnique({ where: { id: f.user_id }, select: { username: true } }) : null,
    clientLabel(ctx, f.client_id),
  ]);
  const since = f.since ? formatDate(f.since) : '—';
  const until = f.until ? formatDate(f.until) : formatDate(todayYmd());
  return {
    title: 'Auditoría',
    subtitle: `Movimientos del ${since} al ${until}`,
    fileBase: auditFileBase(f),
    filters: [
      ['Desde', since],
      ['Hasta', until],
      ['Módulo', f.module_id ? (module?.name ?? `#${f.module_id}`) : 'Todos'],
      ['Autor', f.user_id ? (author?.username ?? `#${f.user_id}`) : 'Todos'],
      ['Contribuyente', client],
      ['Búsqueda', f.search ?? '—'],
    ],
    notes: [
      `Verificación de la cadena: ${chain.message}.`,
      chain.head_hash ? `Hash de cabeza (registro n.º ${chain.head_seq} de la cadena): ${chain.head_hash}` : 'Hash de cabeza: la cadena no tiene registros.',
      'Cada registro guarda sha256(hash del registro anterior + su contenido); los campos de contraseña nunca se muestran.',
    ],
  };
}

export const auditSummary = (seen: { count: number }): SummaryLine[] => [
  { label: 'Movimientos', values: [{ kind: 'integer', value: seen.count }], strong: true },
];

/** A page of the screen. */
export const AUDIT_PAGE = PAGE_SIZE;
