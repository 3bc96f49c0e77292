// 'Reporte de Convenios' (/admin/reports/report-agreements; docs/reports.md "Convenios"): old agreements
// ('Convenio de pago') and conventions ('Convenio') by kind and status, their quotas paid and overdue,
// 'En mora', and the amounts total, paid, to pay and overdue in UCD and Bs; the summary by kind × status.
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_STATUS, AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import { AGREEMENT_KIND_LABELS, AGREEMENT_KINDS, reportsCalls } from '@aseo/shared/contracts';
import { LABELS, MSG } from '@aseo/shared/messages';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import type { Answer } from '../../../lib/call.ts';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { bsCell, dayCell, ucdCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.agreements;
const calls = { list: reportsCalls.agreementsReport, excel: reportsCalls.agreementsReportExcel, pdf: reportsCalls.agreementsReportPdf };
type AgreementsAnswer = Answer<typeof calls.list>;
type Row = AgreementsAnswer['agreements']['data'][number];
type Totals = AgreementsAnswer['summary']['all'];

const defaults = { search: '', since: '', until: '', kind: '', status: '', en_mora: '' };

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

function Summary({ answer }: { answer: AgreementsAnswer }) {
  const s = answer.summary;
  const amount = (label: string, ucd: string, bs: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {both(ucd, bs)}
    </Group>
  );
  // one card per kind × status and one for all: no sideways scrolling at 390 px
  const card = (label: string, t: Totals, key: string, strong = false) => (
    <Card key={key} withBorder padding="sm" data-testid={`agreements-summary-${key}`} bg={strong ? 'var(--mantine-color-default-hover)' : undefined}>
      <Text fw={700}>{label}</Text>
      <Text size="sm">{`${C.count}: ${t.count} · ${C.enMora}: ${t.en_mora} · ${C.quotas}: ${t.paid_quotas} / ${t.overdue_quotas}`}</Text>
      {amount(C.total, t.total, t.total_bs)}
      {amount(C.paid, t.paid, t.paid_bs)}
      {amount(C.toPay, t.to_pay, t.to_pay_bs)}
      {amount(C.overdue, t.overdue_amount, t.overdue_amount_bs)}
    </Card>
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {L.summary}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {s.groups.map((g) => card(`${g.kind_text} · ${g.status_text}`, g, `${g.kind}-${g.status}`))}
        {card(L.summaryTotal, s.all, 'all', true)}
      </SimpleGrid>
    </Stack>
  );
}

export const agreementsReport = defineReport({
  title: 'Reporte de Convenios',
  calls,
  defaults,
  fileBase: 'reporte-de-convenios',
  fields: [
    { kind: 'search', key: 'search', label: L.search, placeholder: 'Código, correlativo, contribuyente' },
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
    { kind: 'select', key: 'kind', label: C.kind, options: AGREEMENT_KINDS.map((k) => ({ value: k, label: AGREEMENT_KIND_LABELS[k] })) },
    {
      kind: 'select',
      key: 'status',
      label: C.status,
      options: Object.values(AGREEMENT_STATUS).map((s) => ({ value: String(s), label: AGREEMENT_STATUS_LABELS[s] })),
    },
    {
      kind: 'select',
      key: 'en_mora',
      label: C.enMora,
      options: [
        { value: 'yes', label: C.yes },
        { value: 'no', label: C.no },
      ],
    },
  ],
  query: (f, page) => ({
    page,
    search: f.search || undefined,
    since: f.since || undefined,
    until: f.until || undefined,
    kind: (f.kind || undefined) as (typeof AGREEMENT_KINDS)[number] | undefined,
    status: f.status ? Number(f.status) : undefined,
    en_mora: (f.en_mora || undefined) as 'yes' | 'no' | undefined,
  }),
  rows: (a) => a.agreements,
  rowKey: (r: Row) => `${r.kind}-${r.id}`,
  rowLabel: (r: Row) => `${r.kind_text} ${r.number_format}`,
  columns: [
    { key: 'number', title: C.number, primary: true, render: (r) => r.number_format },
    { key: 'kind_text', title: C.kind, render: (r) => r.kind_text },
    { key: 'date', title: C.date, render: (r) => dayCell(r.date), fold: 2 },
    { key: 'customer', title: C.customer, wrap: true, render: (r) => `${r.user.full_name} · ${r.user.full_document}` },
    { key: 'property', title: C.property, render: (r) => r.property.code, fold: 3 },
    {
      key: 'status',
      title: C.status,
      render: (r) => (
        <Group gap={4} wrap="wrap">
          <StatusBadge kind="agreement" status={r.status} label={r.status_text} />
          {r.en_mora && (
            <Badge color="red" variant="light" tt="none" data-testid="en-mora">
              {MSG.agreements.enMora}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'quotas', title: C.quotas, render: (r) => `${r.paid_quotas} / ${r.overdue_quotas} de ${r.quantity_quotas}` },
    { key: 'total', title: C.total, money: true, render: (r) => both(r.total, r.total_bs), fold: 1 },
    { key: 'paid', title: C.paid, money: true, render: (r) => both(r.paid, r.paid_bs), fold: 4 },
    { key: 'to_pay', title: C.toPay, money: true, render: (r) => both(r.to_pay, r.to_pay_bs) },
    { key: 'overdue_amount', title: C.overdue, money: true, render: (r) => both(r.overdue_amount, r.overdue_amount_bs) },
  ],
  Summary,
});

export default function AgreementsReportScreen() {
  return <ReportScreen def={agreementsReport} />;
}
