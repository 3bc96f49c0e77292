// The top of 'Pagos Pendientes': the property's data and the statement's totals in UCD and Bs
// (VAT shows a dash for a residential property, 000 section 2), the rate and interest rate of the
// day, and the payoff quote when a pay day is chosen.
import { Alert, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { PROPERTY_TYPE } from '@aseo/shared/constants';
import { formatBs, formatDate, formatPercent, formatPlain, formatUcd, pendingMonthsText } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { PaymentsAnswer } from '../api/account-status.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function StatementSummary({ data }: { data: PaymentsAnswer }) {
  const p = data.property;
  const s = data.statement;
  const residential = p.property_type_id === PROPERTY_TYPE.RESIDENTIAL;
  const lines: [string, string, string][] = [
    ['Subtotal', s.totals.total_debt, s.totals_bs.total_debt],
    ['IVA', s.totals.total_iva, s.totals_bs.total_iva],
    ['Multas', s.totals.total_fines, s.totals_bs.total_fines],
    ['Intereses', s.totals.total_fines_clean, s.totals_bs.total_fines_clean],
    ['Deuda total', s.totals.total_debt_fines, s.totals_bs.total_debt_fines],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6}>
        <Field label="Código" value={p.code} />
        <Field label="Tipo" value={`${p.type.name} / ${p.use.name}`} />
        <Field label="Tamaño" value={`${formatPlain(p.size)} m²`} />
        <Field label="Actividad económica" value={`${p.economic_activity.code} - ${p.economic_activity.name}`} />
        <Field label="Propietario" value={p.owner} />
        <Field label="RIF" value={p.full_document} />
        <Field label="Correo" value={p.email ?? ''} />
        <Field label="Teléfono" value={p.phone} />
      </SimpleGrid>
      <Table withTableBorder striped={false} fz="sm" aria-label="Totales del estado de cuenta">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Concepto</Table.Th>
            <Table.Th ta="right">UCD</Table.Th>
            <Table.Th ta="right">Bs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(([label, u, b]) => {
            const dash = residential && label === 'IVA';
            const total = label === 'Deuda total';
            return (
              <Table.Tr key={label} fw={total ? 700 : undefined}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right" data-testid={total ? 'total-ucd' : undefined}>
                  {dash ? '-' : formatUcd(u)}
                </Table.Td>
                <Table.Td ta="right" data-testid={total ? 'total-bs' : undefined}>
                  {dash ? '-' : formatBs(b)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group gap="lg">
        <Text size="xs" c="dimmed">
          Al {formatDate(s.as_of)}: tasa UCD {s.rate ? formatBs(s.rate) : '—'} · interés bancario {s.bank_interest ? formatPercent(s.bank_interest) : '—'} ·{' '}
          {pendingMonthsText(s.pending_months)}
        </Text>
      </Group>
      {data.reconciling.bills > 0 && (
        <Alert color="yellow" variant="light" title="Por conciliar" data-testid="reconciling">
          {fillMessage(MSG.accountStatus.reconciling, { amount: formatBs(data.reconciling.total_bs), count: String(data.reconciling.bills) })}
        </Alert>
      )}
      {data.agreements.quotas > 0 && (
        <Alert color="blue" variant="light" title="Convenios" data-testid="agreement-quotas">
          {fillMessage(MSG.accountStatus.agreementQuotas, { amount: formatBs(data.agreements.total_bs), count: String(data.agreements.quotas) })}
        </Alert>
      )}
      {data.payoff && (
        <Text fw={600} data-testid="payoff">
          Si paga el {formatDate(data.payoff.pay_date)}: {formatBs(data.payoff.total_bs)} ({formatUcd(data.payoff.total)})
        </Text>
      )}
    </Stack>
  );
}
