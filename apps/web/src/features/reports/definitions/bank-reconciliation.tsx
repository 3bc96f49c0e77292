// 'Conciliación Bancaria' (/admin/reports/bank-reconciliation; 001 section 2: default range the
// first day of the month to today, the DF column and total only for one institution;
// docs/reports.md "Conciliación bancaria"): per bank account the accepted vouchers beside the
// imported statement movements, matched or unmatched with the reason; per account the totals and
// the difference explained by the unmatched lines (0 unexplained).
import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BANK_RECONCILIATION_SIDE_LABELS, BANK_RECONCILIATION_SIDES, reportsCalls } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { bankReconciliationDefaultRange } from '@aseo/shared/schemas';
import type { Answer } from '../../../lib/call.ts';
import { ReportScreen, recordsText } from '../components/ReportScreen.tsx';
import { bsCell, dayCell } from '../lib/cells.tsx';
import { defineReport } from '../report-definition.ts';

const L = LABELS.reports;
const C = L.bank;
const calls = { list: reportsCalls.bankReconciliation, excel: reportsCalls.bankReconciliationExcel, pdf: reportsCalls.bankReconciliationPdf };
type BankAnswer = Answer<typeof calls.list>;
type Row = BankAnswer['bills']['data'][number];
type Total = BankAnswer['totals'][number];

const range = bankReconciliationDefaultRange();
const defaults = { since: range.since, until: range.until, bank_account_id: '', institution_id: '', side: 'all' };
const STATUS_COLOR = { matched: 'teal', 'unmatched-voucher': 'orange', 'unmatched-movement': 'red' } as const;
const accountName = (a: { bank: string; number: string }) => `${a.bank} ${a.number}`;

function AccountTotals({ t, df }: { t: Total; df: boolean }) {
  const line = (label: string, count: number | null, amount: string, strong = false) => (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td>{count === null ? '' : recordsText(count)}</Table.Td>
      <Table.Td className="money" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {bsCell(amount)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Card withBorder padding="sm" data-testid={`bank-totals-${t.account.id}`}>
      <Text fw={700}>{accountName(t.account)}</Text>
      <Text size="sm" c="dimmed">
        {t.account.name}
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table>
          <Table.Tbody>
            {line(C.vouchers, t.vouchers.count, t.vouchers.amount, true)}
            {line(C.movements, t.movements.count, t.movements.amount, true)}
            {line(C.matched, t.matched.count, t.matched.amount)}
            {line(C.unmatchedVouchers, t.unmatched_vouchers.count, t.unmatched_vouchers.amount)}
            {line(C.unmatchedMovements, t.unmatched_movements.count, t.unmatched_movements.amount)}
            {line(C.difference, null, t.difference)}
            {line(C.explained, null, t.explained)}
            {line(C.unexplained, null, t.unexplained, true)}
            {df && line(C.dfTotal, null, t.df)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function Summary({ answer }: { answer: BankAnswer }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {L.summary}
      </Title>
      {answer.totals.length === 0 && <Text c="dimmed">{C.none}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {answer.totals.map((t) => (
          <AccountTotals key={t.account.id} t={t} df={answer.df_applies} />
        ))}
      </SimpleGrid>
      {!answer.df_applies && (
        <Text size="sm" c="dimmed">
          {C.dfNote}
        </Text>
      )}
    </Stack>
  );
}

export const bankReconciliationReport = defineReport({
  title: 'Conciliación Bancaria',
  calls,
  defaults,
  fileBase: 'conciliacion-bancaria',
  fields: [
    { kind: 'date', key: 'since', label: LABELS.filters.since, max: 'until' },
    { kind: 'date', key: 'until', label: LABELS.filters.until, min: 'since' },
    {
      kind: 'select',
      key: 'bank_account_id',
      label: C.account,
      options: (a) => (a?.accounts ?? []).map((x) => ({ value: String(x.id), label: accountName(x) })),
    },
    {
      kind: 'select',
      key: 'institution_id',
      label: C.institution,
      options: (a) => (a?.institutions ?? []).map((x) => ({ value: String(x.id), label: x.name })),
    },
    {
      kind: 'select',
      key: 'side',
      label: C.side,
      clearable: false,
      options: BANK_RECONCILIATION_SIDES.map((s) => ({ value: s, label: BANK_RECONCILIATION_SIDE_LABELS[s] })),
    },
  ],
  query: (f, page) => ({
    page,
    since: f.since || undefined,
    until: f.until || undefined,
    bank_account_id: f.bank_account_id ? Number(f.bank_account_id) : undefined,
    institution_id: f.institution_id ? Number(f.institution_id) : undefined,
    side: (f.side || 'all') as (typeof BANK_RECONCILIATION_SIDES)[number],
  }),
  rows: (a) => a.bills,
  rowKey: (r: Row) => r.key,
  rowLabel: (r: Row) => r.voucher?.bill_number || r.movement?.reference || r.key,
  wide: true,
  columns: (f) => [
    { key: 'date', title: C.date, render: (r: Row) => dayCell(r.date) },
    {
      key: 'status',
      title: C.status,
      render: (r: Row) => (
        <Badge color={STATUS_COLOR[r.status]} variant="light">
          {r.status_text}
        </Badge>
      ),
    },
    { key: 'bill', title: C.bill, primary: true, render: (r: Row) => r.voucher?.bill_number || '—' },
    { key: 'customer', title: C.customer, wrap: true, render: (r: Row) => r.voucher?.customer_name || '—' },
    { key: 'voucher_ref', title: C.voucherRef, render: (r: Row) => r.voucher?.reference ?? '—' },
    { key: 'voucher_amount', title: C.voucherAmount, money: true, render: (r: Row) => bsCell(r.voucher?.amount) },
    ...(f.institution_id ? [{ key: 'df', title: C.df, money: true, render: (r: Row) => bsCell(r.voucher?.df) }] : []),
    { key: 'movement_date', title: C.movementDate, render: (r: Row) => dayCell(r.movement?.date) },
    { key: 'movement_ref', title: C.movementRef, render: (r: Row) => r.movement?.reference ?? '—' },
    { key: 'movement_amount', title: C.movementAmount, money: true, render: (r: Row) => bsCell(r.movement?.amount) },
    { key: 'reason', title: C.reason, wrap: true, render: (r: Row) => r.reason ?? '—' },
    { key: 'account', title: C.account, render: (r: Row) => accountName(r.account) },
  ],
  Summary,
});

export default function BankReconciliationScreen() {
  return <ReportScreen def={bankReconciliationReport} />;
}
