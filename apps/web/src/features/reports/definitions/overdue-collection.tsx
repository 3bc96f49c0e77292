// 'Reporte de Cobranza Vencida' (/admin/reports/overdue-collection-report; docs/reports.md "Cobranza
// vencida"): as of a day (Hasta, today when empty), each property's debt — or each taxpayer's, grouped —
// aged by due date into six buckets, UCD over Bs at that day's rate; the summary of every row.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SERVICE_TYPES } from '@aseo/shared/constants';
import { OVERDUE_BUCKETS, reportsCalls } from '@aseo/shared/contracts';
import { formatDate } from '@aseo/shared/format';
import { LABELS } from '@aseo/shared/messages';
import type { Column } from '../../../components/DataTable.tsx';
import type { Answer } from '../../../lib/call.ts';
import { clientField } from '../api/reports.ts';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { bsCell, dayCell, instantCell, rateCell, ucdCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.overdue;
const calls = { list: reportsCalls.overdueCollection, excel: reportsCalls.overdueCollectionExcel, pdf: reportsCalls.overdueCollectionPdf };
type OverdueAnswer = Answer<typeof calls.list>;
type Row = OverdueAnswer['payments']['data'][number];
type Cols = Column<Row & Record<string, unknown>>[];

const defaults = { since: '', until: '', client_id: '', service_type_id: '', group: '' };

/** UCD over Bs in one cell. */
const both = (ucd: string, bs: string) => (
  <Stack gap={0} align="flex-end">
    <Text size="sm" className="money">
      {ucdCell(ucd)}
    </Text>
    <Text size="xs" c="dimmed" className="money">
      {bsCell(bs)}
    </Text>
  </Stack>
);

function Summary({ answer }: { answer: OverdueAnswer }) {
  const s = answer.summary;
  const card = (key: string, label: string, ucd: string, bs: string, strong = false) => (
    <Card key={key} withBorder padding="sm" data-testid={`overdue-summary-${key}`} bg={strong ? 'var(--mantine-color-default-hover)' : undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} className="money">
        {ucdCell(ucd)}
      </Text>
      <Text size="sm" className="money">
        {bsCell(bs)}
      </Text>
    </Card>
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {`${L.summary} al ${formatDate(answer.as_of)}`}
      </Title>
      <Text size="sm" data-testid="overdue-counts">
        {`${C.owing}: ${s.properties} · ${C.taxpayers}: ${s.taxpayers} · ${C.rate}: ${rateCell(answer.conversion_petro?.amount)} · ${C.computed}: ${instantCell(s.computed_at)}`}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {s.buckets.map((b) => card(b.key, b.label, b.ucd, b.bs))}
        {card('total', L.summaryTotal, s.ucd, s.bs, true)}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {C.note}
      </Text>
    </Stack>
  );
}

const bucketColumns: Cols = OVERDUE_BUCKETS.map((b, i) => ({
  key: b.key,
  title: b.label,
  money: true,
  // the oldest buckets stay longest: the youngest fold first
  fold: i + 1,
  render: (r: Row) => both(r[b.key], r[`${b.key}_bs`]),
}));

const columns = (f: typeof defaults): Cols => [
  f.group === '1'
    ? { key: 'taxpayer', title: C.taxpayer, primary: true, wrap: true, render: (r: Row) => `${r.taxpayer} · ${r.document}` }
    : { key: 'code', title: C.code, primary: true, render: (r: Row) => r.code ?? '—' },
  f.group === '1'
    ? { key: 'properties', title: C.properties, render: (r: Row) => String(r.properties) }
    : { key: 'taxpayer', title: C.taxpayer, wrap: true, render: (r: Row) => `${r.taxpayer} · ${r.document}` },
  { key: 'oldest_due', title: C.oldestDue, render: (r: Row) => dayCell(r.oldest_due), fold: 7 },
  ...bucketColumns,
  { key: 'total', title: C.total, money: true, render: (r: Row) => both(r.total, r.total_bs) },
];

export const overdueCollectionReport = defineReport({
  title: 'Reporte de Cobranza Vencida',
  calls,
  defaults,
  fileBase: 'cobranza-vencida',
  fields: [
    { kind: 'date', key: 'since', label: C.since, max: 'until', width: 180 },
    { kind: 'date', key: 'until', label: C.asOf, min: 'since', width: 180 },
    clientField('client_id'),
    { kind: 'select', key: 'service_type_id', label: C.service, options: SERVICE_TYPES.map((s) => ({ value: String(s.id), label: s.name })) },
    {
      kind: 'segmented',
      key: 'group',
      label: C.group,
      width: 320,
      options: [
        { value: '', label: C.byProperty },
        { value: '1', label: C.byTaxpayer },
      ],
    },
  ],
  query: (f, page) => ({
    page,
    since: f.since || undefined,
    until: f.until || undefined,
    client_id: f.client_id ? Number(f.client_id) : undefined,
    service_type_id: f.service_type_id ? Number(f.service_type_id) : undefined,
    group: f.group === '1' ? 1 : undefined,
  }),
  rows: (a) => a.payments,
  rowKey: (r: Row) => r.key,
  rowLabel: (r: Row) => r.code ?? r.taxpayer,
  columns,
  Summary,
});

export default function OverdueCollectionScreen() {
  return <ReportScreen def={overdueCollectionReport} />;
}
