// The payment receipts of the bill being composed: method, reference, bank, amount, remove; the total
// and 'Agregar'.
import { ActionIcon, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PAYMENT_METHOD_LABELS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { bs, sum } from '@aseo/shared/money';
import type { DeskChoices } from '../api/cash.ts';
import type { DeskVoucher } from '../lib/desk-bill.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Props = {
  vouchers: readonly DeskVoucher[];
  choices: DeskChoices | undefined;
  onAdd: () => void;
  onRemove: (key: string) => void;
  title?: string;
  disabled?: boolean;
};

export function VouchersTable({ vouchers, choices, onAdd, onRemove, title = 'Comprobantes de pago', disabled }: Props) {
  const total = sum(
    'Bs',
    vouchers.map((v) => bs(v.amount_paid || '0')),
  );
  const bank = (id?: number) => choices?.banks.find((b) => b.id === id)?.name ?? '';
  return (
    <section aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button size="xs" onClick={onAdd} disabled={disabled}>
          Agregar
        </Button>
      </Group>
      <Table striped fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Método</Table.Th>
            <Table.Th>Referencia</Table.Th>
            <Table.Th visibleFrom="sm">Banco</Table.Th>
            <Table.Th ta="right">Monto</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vouchers.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  Sin comprobantes
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {vouchers.map((v) => (
            <Table.Tr key={v.key}>
              <Table.Td>{PAYMENT_METHOD_LABELS[v.payment_method_id as 1]}</Table.Td>
              <Table.Td>{v.number ?? '—'}</Table.Td>
              <Table.Td visibleFrom="sm">{bank(v.bank_id) || '—'}</Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatBs(bs(v.amount_paid))}
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Quitar comprobante de ${formatBs(bs(v.amount_paid))}`} onClick={() => onRemove(v.key)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total comprobantes</Table.Th>
            <Table.Th ta="right" style={NOWRAP} data-testid="vouchers-total">
              {formatBs(total)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}
