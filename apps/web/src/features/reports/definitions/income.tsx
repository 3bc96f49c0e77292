// 'Reporte de Ingresos' (/admin/reports/income-report; DOMAIN "Reports"): the accepted money of the
// period grouped by day, payment method, bank account, service or kind of line (the group selector),
// and the summary that ties invoice totals to the money received, to the cent.
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import type { Answer } from '../../../lib/call.ts';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { bsCell, ucdCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.income;
const calls = { list: reportsCalls.income, excel: reportsCalls.incomeExcel, pdf: reportsCalls.incomePdf };
type IncomeAnswer = Answer<typeof calls.list>;
type Row = IncomeAnswer['income']['data'][number];

// the contract's groups, in its words (INCOME_GROUP_LABELS)
const GROUPS = [
  { value: 'day', label: 'Día' },
  { value: 'method', label: 'Medio de pago' },
  { value: 'account', label: 'Cuenta bancaria' },
  { value: 'service', label: 'Servicio' },
  { value: 'kind', label: 'Concepto' },
];
const VOUCHER_GROUPS = new Set(['method', 'account']);
const defaults = { group: 'day', since: '', until: '' };

function Summary({ answer }: { answer: IncomeAnswer }) {
  const s = answer.summary;
  const lines: [string, string, boolean?][] = [
    [C.totals, s.total_bs, true],
    [`− ${C.retention}`, s.retention_bs],
    [`− ${C.credit}`, s.credit_applied_bs],
    [`= ${C.due}`, s.due_bs, true],
    [`+ ${C.surplus}`, s.surplus_bs],
    [`= ${C.received}`, s.received_bs, true],
  ];
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {L.summary}
        </Title>
        <Group gap="lg">
          <Text size="sm">
            {C.bills}: <b>{s.bills}</b>
          </Text>
          <Text size="sm">
            {C.vouchers}: <b>{s.vouchers}</b>
          </Text>
          <Text size="sm">
            {C.amountUcd}: <b>{ucdCell(s.total_ucd)}</b>
          </Text>
        </Group>
        <Table withRowBorders={false} maw={520} data-testid="income-summary">
          <Table.Tbody>
            {lines.map(([label, value, strong]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={strong ? 700 : 400}>
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {bsCell(value)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{C.groups}</Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {bsCell(s.groups_bs)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

export const incomeReport = defineReport({
  title: 'Reporte de Ingresos',
  calls,
  defaults,
  fileBase: 'ingresos',
  fields: [
    { kind: 'segmented', key: 'group', label: C.group, options: GROUPS, width: 480 },
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
  ],
  query: (f, page) => ({
    page,
    group: (GROUPS.some((g) => g.value === f.group) ? f.group : 'day') as 'day' | 'method' | 'account' | 'service' | 'kind',
    since: f.since || undefined,
    until: f.until || undefined,
  }),
  rows: (a) => a.income,
  rowKey: (r: Row) => r.key,
  rowLabel: (r: Row) => r.label,
  columns: (f) => [
    { key: 'label', title: GROUPS.find((g) => g.value === f.group)?.label ?? GROUPS[0]!.label, primary: true },
    { key: 'bills', title: C.bills, render: (r) => String(r.bills) },
    ...(VOUCHER_GROUPS.has(f.group) ? [{ key: 'vouchers', title: C.vouchers, render: (r: Row) => String(r.vouchers ?? 0) }] : []),
    { key: 'amount_bs', title: C.amountBs, money: true, render: (r) => bsCell(r.amount_bs) },
    ...(VOUCHER_GROUPS.has(f.group) ? [] : [{ key: 'amount_ucd', title: C.amountUcd, money: true, render: (r: Row) => ucdCell(r.amount_ucd) }]),
  ],
  Summary,
});

export default function IncomeScreen() {
  return <ReportScreen def={incomeReport} />;
}
