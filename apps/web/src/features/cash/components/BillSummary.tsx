// The summary of the bill being composed (001 section 2): subtotal, tax base, fines, exempt, VAT (its
// percentage from the rate in force), retention, invoice total, total to pay and credit, in Bs with
// the UCD beside; the figures come from the shared composeBill, the same the server runs. Both desks
// show the fines by type: 'Multa' (fines added by staff) and 'Intereses' (interest on overdue months) apart.
import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ComposedBill } from '@aseo/shared/billing';
import { FINE_TYPE, FINE_TYPE_LABELS } from '@aseo/shared/constants';
import { formatBs, formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import type { DeskCardData } from '../api/cash.ts';

type Pair = { ucd: Parameters<typeof formatUcd>[0]; bs: Parameters<typeof formatBs>[0] };

function Line({ label, pair, strong, id }: { label: string; pair: Pair; strong?: boolean; id: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} ta="right" data-testid={`summary-${id}`}>
        {formatBs(pair.bs)}{' '}
        <Text span size="xs" c="dimmed">
          ({formatUcd(pair.ucd)})
        </Text>
      </Text>
    </Group>
  );
}

export function BillSummary({ bill, card }: { bill: ComposedBill; card: DeskCardData }) {
  const iva = Number(card.iva).toLocaleString('es-VE', { maximumFractionDigits: 2 });
  return (
    <Card withBorder component="section" aria-label="Resumen de la factura">
      <Title order={2} size="h4" mb="xs">
        Resumen
      </Title>
      <Stack gap={4}>
        <Line id="subtotal" label="Subtotal" pair={bill.subtotal} />
        {!bill.discount.bs.isZero() && <Line id="discount" label={`Descuento (${card.discount?.percentage ?? 0} %)`} pair={bill.discount} />}
        <Line id="base" label="Base imponible" pair={bill.base} />
        <Line id="fines" label={FINE_TYPE_LABELS[FINE_TYPE.FINE]} pair={bill.fines} />
        <Line id="interest" label={FINE_TYPE_LABELS[FINE_TYPE.INTEREST]} pair={bill.interest} />
        <Line id="exempt" label="Exento" pair={bill.exempt} />
        <Line id="iva" label={`IVA ${iva}%`} pair={bill.iva} />
        {!bill.services.bs.isZero() && <Line id="services" label="Servicios" pair={bill.services} />}
        {!bill.quotas.bs.isZero() && <Line id="quotas" label="Cuotas de convenio" pair={bill.quotas} />}
        <Line id="retention" label="Retención" pair={bill.retention} />
        <Divider my={4} />
        <Line id="total" label="Total factura" pair={bill.total} strong />
        {!bill.credit_applied.bs.isZero() && <Line id="credit" label="Crédito aplicado" pair={bill.credit_applied} />}
        <Line id="due" label="Total a pagar" pair={bill.due} strong />
        <Group justify="space-between">
          <Text size="sm">Pagado</Text>
          <Text size="sm" data-testid="summary-paid">
            {formatBs(bill.paid)}
          </Text>
        </Group>
        {!bill.missing.isZero() && (
          <Text size="sm" c="red.8" role="status">
            Falta por pagar: {formatBs(bill.missing)}
          </Text>
        )}
        {!bill.surplus.isZero() && (
          <Alert color="yellow" p="xs" role="status">
            {MSG.cash.surplusCreditNote}: {formatBs(bill.surplus)} ({formatUcd(bill.credit_note)})
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
