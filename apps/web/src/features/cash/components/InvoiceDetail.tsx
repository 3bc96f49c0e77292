// The invoice detail of the new desk: name, type (Deuda / Multa / Servicio / Cuota), amount in Bs as
// composed, and two actions: 'Quitar' takes the line off this bill (the debt stays owed; never an
// agreement's line) and 'Eliminar' deletes the debt or fine itself from the account — staff with
// cash-record-fines-delete only (001 section 6), kept with who, when and why (docs/cash.md).
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { ComposedBill } from '@aseo/shared/billing';
import { formatBs } from '@aseo/shared/format';
import { sum } from '@aseo/shared/money';
import type { DeskItem } from '../lib/desk-bill.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Props = {
  items: readonly DeskItem[];
  bill: ComposedBill | null;
  /** 'Quitar': off this bill */
  canRemove: (i: DeskItem) => boolean;
  onRemove: (i: DeskItem) => void;
  /** 'Eliminar': the debt or fine deleted from the account */
  canErase?: (i: DeskItem) => boolean;
  onErase?: (i: DeskItem) => void;
  onEdit?: (i: DeskItem) => void;
};

export function InvoiceDetail({ items, bill, canRemove, onRemove, canErase, onErase, onEdit }: Props) {
  // the composed lines come in the items' order, each item its own lines
  let at = 0;
  const amounts = items.map((i) => {
    const lines = bill ? bill.lines.slice(at, at + i.lines.length) : [];
    at += i.lines.length;
    return sum(
      'Bs',
      lines.map((l) => l.total.bs),
    );
  });
  return (
    <Table striped fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs" aria-label="Detalle de la factura">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nombre</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th ta="right">Monto</Table.Th>
          <Table.Th>Acciones</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Text c="dimmed" size="sm">
                Agregue deudas, multas, servicios o cuotas a facturar
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {items.map((i, n) => (
          <Table.Tr key={i.key}>
            <Table.Td>{i.name}</Table.Td>
            <Table.Td>{i.type}</Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {formatBs(amounts[n]!)}
            </Table.Td>
            <Table.Td style={NOWRAP}>
              {onEdit && i.type === 'Servicio' && i.id === undefined && (
                <ActionIcon variant="subtle" aria-label={`Editar monto de ${i.name}`} onClick={() => onEdit(i)}>
                  <IconPencil size={16} />
                </ActionIcon>
              )}
              {canRemove(i) && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Quitar ${i.name} de la factura`}
                  title="Quitar de la factura"
                  onClick={() => onRemove(i)}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
              {onErase && canErase?.(i) && (
                <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${i.name}`} title="Eliminar del estado de cuenta" onClick={() => onErase(i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
