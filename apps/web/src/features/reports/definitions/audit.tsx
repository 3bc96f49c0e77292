// 'Auditoría' (/admin/reports/audit-report; 001 sections 2, 3, 5 and 6; DOMAIN "Reports"): the staff's
// movements with module, record, author, date, description and the change field by field (never a
// password), filtered by dates, module, author and taxpayer; the exports need a start date ('Debe
// seleccionar una fecha de inicio', said before any call); 'Verificar integridad', 'Generar reporte'
// and the generated files. The route itself needs export-reports-audit (src/routes guards).
import { reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { auditExportError } from '@aseo/shared/schemas';
import type { Answer } from '../../../lib/call.ts';
import { AuditChanges } from '../components/AuditChanges.tsx';
import { AuditFiles } from '../components/AuditFiles.tsx';
import { AuditTools } from '../components/AuditTools.tsx';
import { clientField } from '../api/reports.ts';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { instantCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.audit;
const calls = { list: reportsCalls.auditReport, excel: reportsCalls.auditReportExcel, pdf: reportsCalls.auditReportPdf };
type AuditAnswer = Answer<typeof calls.list>;
type Row = AuditAnswer['movements']['data'][number];

const defaults = { search: '', since: '', until: '', module_id: '', user_id: '', client_id: '' };

const recordOf = (r: Row) => `${r.change ?? r.subject_type ?? ''} ${r.value_id ? `#${r.value_id}` : ''}`.trim() || `#${r.id}`;

export const auditReport = defineReport({
  title: 'Auditoría',
  calls,
  defaults,
  fileBase: 'auditoria',
  exportError: auditExportError,
  exportErrorField: 'since',
  fields: [
    { kind: 'search', key: 'search', label: L.search, placeholder: C.searchPlaceholder },
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
    { kind: 'select', key: 'module_id', label: C.module, options: (a) => (a?.modules ?? []).map((m) => ({ value: String(m.id), label: m.name })) },
    {
      kind: 'select',
      key: 'user_id',
      label: C.author,
      width: 200,
      options: (a) => (a?.users ?? []).map((u) => ({ value: String(u.id), label: `${u.username} · ${u.full_name}` })),
    },
    clientField('client_id'),
  ],
  query: (f, page) => ({
    page,
    search: f.search || undefined,
    since: f.since || undefined,
    until: f.until || undefined,
    module_id: f.module_id ? Number(f.module_id) : undefined,
    user_id: f.user_id ? Number(f.user_id) : undefined,
    client_id: f.client_id ? Number(f.client_id) : undefined,
  }),
  rows: (a) => a.movements,
  rowKey: (r: Row) => r.id,
  rowLabel: (r: Row) => `${r.log_name ?? ''} ${recordOf(r)}`.trim(),
  columns: [
    { key: 'created_at', title: C.date, render: (r) => instantCell(r.created_at) },
    { key: 'log_name', title: C.event, primary: true, render: (r) => r.log_name ?? r.change ?? '—' },
    { key: 'module', title: C.module, render: (r) => r.module?.name ?? '—', fold: 2 },
    { key: 'record', title: C.record, render: (r) => recordOf(r), fold: 3 },
    { key: 'causer', title: C.author, render: (r) => r.causer?.username ?? '—' },
    { key: 'description', title: C.description, render: (r) => r.description_label, fold: 1 },
    { key: 'property', title: C.property, render: (r) => r.property?.code ?? '—', fold: 4 },
    { key: 'changes', title: C.changes, render: (r) => <AuditChanges changes={r.changes} record={`${r.log_name ?? ''} ${recordOf(r)}`.trim()} /> },
  ],
  Tools: ({ filters }) => <AuditTools filters={filters} />,
  Summary: () => <AuditFiles />,
});

export default function AuditReportScreen() {
  return <ReportScreen def={auditReport} />;
}
