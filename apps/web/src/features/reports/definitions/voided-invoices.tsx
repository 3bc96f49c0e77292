// 'Facturas Anuladas' (/admin/reports/voided-invoices; 001 sections 2 and 4: rejected and cancelled
// bills only): number, date, taxpayer, amount, who voided it, when and why; the totals by kind.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BILL_STATUS, BILL_STATUS_LABELS } from '@aseo/shared/constants';
import { reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import type { Answer } from '../../../lib/call.ts';
import { clientField } from '../api/reports.ts';
import { ReportScreen, recordsText } from '../components/ReportScreen.tsx';
import { billStatusCell, bsCell, dayCell, instantCell, ucdCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.voided;
const calls = { list: reportsCalls.voidedInvoices, excel: reportsCalls.voidedInvoicesExcel, pdf: reportsCalls.voidedInvoicesPdf };
type VoidedAnswer = Answer<typeof calls.list>;
type Row = VoidedAnswer['bills']['data'][number];

const defaults = { search: '', since: '', until: '', status: '', client_id: '' };

function Summary({ answer }: { answer: VoidedAnswer }) {
  const s = answer.summary;
  const block = (title: string, k: { count: number; total: string; total_bs: string }, testId: string) => (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={700}>{recordsText(k.count)}</Text>
      <Text className="money">{bsCell(k.total_bs)}</Text>
      <Text size="sm" c="dimmed">
        {ucdCell(k.total)}
      </Text>
    </Card>
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {L.summary}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {block(C.rejected, s.rejected, 'voided-rejected')}
        {block(C.cancelled, s.cancelled, 'voided-cancelled')}
        {block(L.summaryTotal, s.all, 'voided-all')}
      </SimpleGrid>
    </Stack>
  );
}

export const voidedInvoicesReport = defineReport({
  title: 'Facturas Anuladas',
  calls,
  defaults,
  fileBase: 'facturas-anuladas',
  fields: [
    { kind: 'search', key: 'search', label: L.search, placeholder: 'Número, código, contribuyente' },
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
    {
      kind: 'select',
      key: 'status',
      label: C.status,
      options: [BILL_STATUS.REJECTED, BILL_STATUS.CANCELLED].map((s) => ({ value: String(s), label: BILL_STATUS_LABELS[s] })),
    },
    clientField('client_id'),
  ],
  query: (f, page) => ({
    page,
    search: f.search || undefined,
    since: f.since || undefined,
    until: f.until || undefined,
    status: f.status ? Number(f.status) : undefined,
    client_id: f.client_id ? Number(f.client_id) : undefined,
  }),
  rows: (a) => a.bills,
  rowKey: (r: Row) => r.id,
  rowLabel: (r: Row) => r.number,
  columns: [
    { key: 'number', title: C.number, primary: true },
    { key: 'date', title: C.date, render: (r) => dayCell(r.date) },
    { key: 'customer', title: C.customer, wrap: true, render: (r) => `${r.customer_name} · ${r.customer_document}` },
    { key: 'property_code', title: C.property, render: (r) => r.property_code ?? '—', fold: 3 },
    { key: 'control_number', title: C.control, render: (r) => r.control_number ?? '—', fold: 1 },
    { key: 'total_bs', title: C.amount, money: true, render: (r) => bsCell(r.total_bs) },
    { key: 'status', title: C.status, render: (r) => billStatusCell(r.status, r.status_text) },
    { key: 'voided_at', title: C.voidedAt, render: (r) => instantCell(r.voided_at), fold: 2 },
    { key: 'voided_by', title: C.voidedBy, render: (r) => r.voided_by?.username ?? '—', fold: 4 },
    { key: 'reason', title: C.reason, wrap: true, render: (r) => r.reason || '—' },
  ],
  Summary,
});

export default function VoidedInvoicesScreen() {
  return <ReportScreen def={voidedInvoicesReport} />;
}
