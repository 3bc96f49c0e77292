// 'Avisos de Cobro' of the old desk: the pending months oldest first, ticked in order — a month can be
// ticked only when the one before it is, and unticking a month unticks every later one (001 "Cash
// desk states"). A line under the list says which month comes first; the months it holds back point
// to it. The server enforces the same order (the ledger's oldest-first rule, docs/cash.md).
import { Checkbox, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { formatBs } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { payEarlierMonthText } from '@aseo/shared/schemas';
import { add, bs } from '@aseo/shared/money';
import type { DeskRow } from '../api/cash.ts';
import { noticeLabel } from '../lib/desk-bill.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** How many of the oldest months are ticked after clicking month `i`. */
export const tickMonth = (ticked: number, i: number) => (i < ticked ? i : i === ticked ? i + 1 : ticked);

export function MonthsList({ rows, ticked, onTick }: { rows: readonly DeskRow[]; ticked: number; onTick: (n: number) => void }) {
  const hintId = useId();
  if (!rows.length) return <Text c="dimmed">{MSG.cash.noInvoices}</Text>;
  const next = rows[ticked];
  const held = rows.length > ticked + 1;
  return (
    <>
      <Table striped fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs" aria-label="Avisos de Cobro">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pagar</Table.Th>
            <Table.Th>Mes</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Monto
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Multa e intereses
            </Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Pagar ${noticeLabel(r)}`}
                  checked={i < ticked}
                  disabled={i > ticked}
                  aria-describedby={i > ticked ? hintId : undefined}
                  onChange={() => onTick(tickMonth(ticked, i))}
                />
              </Table.Td>
              <Table.Td>{noticeLabel(r)}</Table.Td>
              <Table.Td ta="right" style={NOWRAP} visibleFrom="sm">
                {formatBs(bs(r.subtotal_bs))}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} visibleFrom="sm">
                {formatBs(add(bs(r.fines_bs), bs(r.interest_bs)))}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatBs(bs(r.total_bs))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {held && next && (
        <Text id={hintId} size="sm" c="dimmed" mt="xs" data-testid="months-order">
          {payEarlierMonthText(next.date)}
        </Text>
      )}
    </>
  );
}
