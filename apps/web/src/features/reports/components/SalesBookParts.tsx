// What the sales book shows around its rows (DOMAIN "Reports" Libro de Ventas): the period and whether
// it is closed, with 'Cerrar período' for an administrator once it has ended (after a confirmation);
// then the summary block, the tie-out line (the rows against the period's bills, to the cent) and the
// gap check (green when the numbering is complete, red with the missing numbers).
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconLockOpen } from '@tabler/icons-react';
import { reportsCalls } from '@aseo/shared/contracts';
import { formatDate, invoiceNumberText } from '@aseo/shared/format';
import { fillMessage, LABELS } from '@aseo/shared/messages';
import { isAdminLevel } from '@aseo/shared/policy';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useCallMutation, type Answer } from '../../../lib/call.ts';
import { useSession } from '../../../lib/session.ts';
import { bsCell, instantCell, percentCell, ucdCell } from '../lib/cells.tsx';

const S = LABELS.reports.salesBook;
export type SalesBookAnswer = Answer<typeof reportsCalls.salesBook>;

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const periodText = (p: SalesBookAnswer['period']) => `${formatDate(p.since)} – ${formatDate(p.until)}`;

export function SalesBookBanner({ answer }: { answer: SalesBookAnswer | undefined }) {
  const { user } = useSession();
  const close = useCallMutation(reportsCalls.salesBookClose);
  if (!answer) return null;
  const p = answer.period;
  const closed = p.closed;
  const doClose = async () => {
    if (!p.report) return;
    if (!(await confirm(fillMessage(S.confirmClose, { period: periodText(p) })))) return;
    try {
      const res = await close.mutateAsync({ report: p.report, since: p.since });
      void showSuccess(res.message);
    } catch {
      // the API client has shown why
    }
  };
  return (
    <Alert
      color={closed ? 'teal' : 'gray'}
      variant="light"
      icon={closed ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />}
      title={`${S.period}: ${periodText(p)} · ${closed ? S.closed : S.open}`}
      data-testid="sales-book-period"
      data-closed={closed ? '1' : '0'}
    >
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm">
          {closed
            ? `${S.closedOn} ${instantCell(closed.closed_at)}${closed.closed_by ? ` · ${closed.closed_by}` : ''}`
            : p.closable
              ? S.closable
              : S.notClosable}
        </Text>
        {!closed && p.closable && p.report && user && isAdminLevel(user) && (
          <Button size="xs" leftSection={<IconLock size={14} aria-hidden />} loading={close.isPending} onClick={() => void doClose()}>
            {S.closePeriod}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

export function SalesBookSummary({ answer }: { answer: SalesBookAnswer }) {
  const s = answer.summary;
  const t = answer.tie_out;
  const g = answer.gaps;
  const C = S.columns;
  return (
    <Stack gap="sm">
      <Card withBorder data-testid="sales-book-summary">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {LABELS.reports.summary}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap={2}>
              <Figure label={S.registered} value={String(s.registered)} />
              <Figure label={S.annulled} value={String(s.annulled)} />
              <Figure label={S.adjustments} value={String(s.adjustments)} />
            </Stack>
            <Stack gap={2}>
              <Figure label={C.total} value={bsCell(s.total_bs)} strong />
              <Figure label={C.exempt} value={bsCell(s.exempt_bs)} />
              <Figure label={C.base} value={bsCell(s.base_bs)} />
              <Figure label={C.iva} value={bsCell(s.iva_bs)} />
              <Figure label={C.withheld} value={bsCell(s.withheld_bs)} />
            </Stack>
            <Stack gap={2}>
              <Figure label={C.aseo} value={bsCell(s.aseo_bs)} />
              <Figure label={C.df} value={bsCell(s.df_bs)} />
              <Figure label={C.ucd} value={ucdCell(s.total_ucd)} />
            </Stack>
          </SimpleGrid>
          {s.by_rate.length > 0 && (
            <Table withTableBorder fz="sm" maw={560} mt="xs" data-testid="sales-book-rates">
              <Table.Caption>{S.byRate}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{C.ivaPct}</Table.Th>
                  <Table.Th ta="right">{S.registered}</Table.Th>
                  <Table.Th ta="right">{C.base}</Table.Th>
                  <Table.Th ta="right">{C.iva}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.by_rate.map((r) => (
                  <Table.Tr key={r.iva_percentage}>
                    <Table.Td style={NOWRAP}>{percentCell(r.iva_percentage)}</Table.Td>
                    <Table.Td ta="right">{r.count}</Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {bsCell(r.base_bs)}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {bsCell(r.iva_bs)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
      <Alert
        color={t.ok ? 'teal' : 'red'}
        icon={t.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
        title={`${S.tieOut}: ${t.ok ? S.tieOk : S.tieBroken}`}
        data-testid="sales-book-tie-out"
        data-ok={t.ok ? '1' : '0'}
      >
        <Text size="sm">
          {S.rowsTotal}: {bsCell(t.rows_total_bs)} · {S.billsTotal}: {bsCell(t.bills_total_bs)} · {S.difference}: {bsCell(t.difference_bs)}
        </Text>
      </Alert>
      <Alert
        color={g.count === 0 ? 'teal' : 'red'}
        icon={g.count === 0 ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
        title={`${S.gaps}: ${g.count}`}
        data-testid="sales-book-gaps"
        data-ok={g.count === 0 ? '1' : '0'}
      >
        <Text size="sm">
          {g.count === 0 ? S.noGaps : `${S.missing}: ${g.numbers.map(invoiceNumberText).join(', ')}${g.count > g.numbers.length ? '…' : ''}`}
        </Text>
      </Alert>
    </Stack>
  );
}
