// 'Reporte de Retenciones' (/admin/reports/retention-report; DOMAIN "Reports"): a switch between the
// withholding vouchers received in the period and the retention agents' accepted invoices still
// missing theirs (with their age); both totals under the table.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import type { Column } from '../../../components/DataTable.tsx';
import type { Answer } from '../../../lib/call.ts';
import { clientField } from '../api/reports.ts';
import { ReportScreen, recordsText } from '../components/ReportScreen.tsx';
import { bsCell, dayCell, percentCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.retentions;
const calls = { list: reportsCalls.retentions, excel: reportsCalls.retentionsExcel, pdf: reportsCalls.retentionsPdf };
type RetentionsAnswer = Answer<typeof calls.list>;
type Row = RetentionsAnswer['retentions']['data'][number] & Record<string, unknown>;

// the contract's section names (received / missing), worded as its labels
const SECTIONS = [
  { value: 'received', label: 'Comprobantes recibidos' },
  { value: 'missing', label: 'Facturas sin comprobante' },
];
const defaults = { section: 'received', search: '', since: '', until: '', client_id: '' };

function Summary({ answer }: { answer: RetentionsAnswer }) {
  const t = answer.totals;
  const block = (title: string, k: { count: number; iva_bs: string; withheld_bs: string }, withheld: string, testId: string) => (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={700}>{recordsText(k.count)}</Text>
      <Text size="sm">
        {C.iva}: {bsCell(k.iva_bs)}
      </Text>
      <Text size="sm" fw={600}>
        {withheld}: {bsCell(k.withheld_bs)}
      </Text>
    </Card>
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {L.summary}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {block(SECTIONS[0]!.label, t.received, C.withheld, 'retentions-received')}
        {block(SECTIONS[1]!.label, t.missing, C.expected, 'retentions-missing')}
      </SimpleGrid>
    </Stack>
  );
}

const common: Column<Row>[] = [
  { key: 'invoice_number', title: C.invoice, primary: true },
  { key: 'invoice_date', title: C.invoiceDate, render: (r) => dayCell(r.invoice_date) },
  { key: 'agent', title: C.agent, wrap: true, render: (r) => `${r.agent_document} · ${r.agent_name}` },
  { key: 'property_code', title: C.property, render: (r) => r.property_code ?? '—', fold: 2 },
  { key: 'control_number', title: C.control, render: (r) => r.control_number ?? '—', fold: 1 },
  { key: 'total_bs', title: C.total, money: true, render: (r) => bsCell(r.total_bs), fold: 3 },
  { key: 'iva_bs', title: C.iva, money: true, render: (r) => bsCell(r.iva_bs) },
  { key: 'percentage', title: C.percentage, render: (r) => percentCell(r.percentage) },
];

/** The voucher's columns while 'received' is shown, the age while 'missing' is (the other section's are empty). */
const columnsOf = (section: string): Column<Row>[] =>
  section === 'missing'
    ? [
        ...common,
        { key: 'withheld_bs', title: C.expected, money: true, render: (r) => bsCell(r.withheld_bs) },
        { key: 'age_days', title: C.age, render: (r) => (r.age_days === null ? '—' : `${r.age_days} ${C.days}`) },
      ]
    : [
        ...common,
        { key: 'voucher_number', title: C.voucher, render: (r) => r.voucher_number ?? '—' },
        { key: 'voucher_date', title: C.voucherDate, render: (r) => dayCell(r.voucher_date) },
        { key: 'withheld_bs', title: C.withheld, money: true, render: (r) => bsCell(r.withheld_bs) },
      ];

export const retentionsReport = defineReport({
  title: 'Reporte de Retenciones',
  calls,
  defaults,
  fileBase: 'retenciones',
  fields: [
    { kind: 'segmented', key: 'section', label: C.section, options: SECTIONS, width: 360 },
    { kind: 'search', key: 'search', label: L.search, placeholder: 'Factura, comprobante, RIF o nombre' },
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
    clientField('client_id'),
  ],
  query: (f, page) => ({
    page,
    section: f.section === 'missing' ? ('missing' as const) : ('received' as const),
    search: f.search || undefined,
    since: f.since || undefined,
    until: f.until || undefined,
    client_id: f.client_id ? Number(f.client_id) : undefined,
  }),
  rows: (a) => a.retentions,
  rowKey: (r: Row) => `${r.bill_id}-${r.voucher_number ?? ''}`,
  rowLabel: (r: Row) => r.invoice_number,
  columns: (f) => columnsOf(f.section),
  Summary,
});

export default function RetentionsScreen() {
  return <ReportScreen def={retentionsReport} />;
}
