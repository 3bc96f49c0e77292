// 'Descuentos': paged list with create, read-only view, edit and delete; each form has a
// searchable multi-select of economic activities.
import { ActionIcon, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formatDate, formatPercent } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { discountSchema } from '@aseo/shared/schemas';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { readOnlyLook } from '../../../components/read-only.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDeleteDiscount, useDiscounts, useSaveDiscount, type Discount } from '../api/discounts.ts';

type Activity = { id: number; code: string; name: string };
type Editing = { mode: 'create' | 'view' | 'edit'; discount?: Discount } | null;

export function DiscountsModal({ opened, onClose, activities }: { opened: boolean; onClose: () => void; activities: Activity[] }) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useDiscounts(page, opened);
  const remove = useDeleteDiscount();

  const del = async (d: Discount) => {
    if (!(await confirm(MSG.common.confirmSure))) return;
    const res = await remove.mutateAsync({ id: d.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Descuentos" size="xl" centered>
      {editing ? (
        <DiscountForm editing={editing} activities={activities} onDone={() => setEditing(null)} />
      ) : (
        <Stack>
          {can(user, P.CREATE_DISCOUNT) && (
            <Button w="fit-content" onClick={() => setEditing({ mode: 'create' })}>
              Crear descuento
            </Button>
          )}
          <DataTable<Discount & Record<string, unknown>>
            rows={(list.data?.data ?? []) as (Discount & Record<string, unknown>)[]}
            rowKey={(d) => d.id}
            columns={[
              { key: 'code', title: 'Código' },
              { key: 'amount', title: 'Descuento (%)', render: (d) => formatPercent(d.amount) },
              { key: 'dates', title: 'Desde - Hasta', render: (d) => `${formatDate(d.start_date)} - ${formatDate(d.expire_date)}` },
              {
                key: 'actions',
                title: 'Acciones',
                render: (d) => (
                  <Group gap={4}>
                    <ActionIcon variant="subtle" aria-label={`Ver descuento ${d.code}`} onClick={() => setEditing({ mode: 'view', discount: d })}>
                      <IconEye size={16} />
                    </ActionIcon>
                    {can(user, P.EDIT_DISCOUNT) && (
                      <ActionIcon variant="subtle" aria-label={`Editar descuento ${d.code}`} onClick={() => setEditing({ mode: 'edit', discount: d })}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    )}
                    {can(user, P.DELETE_DISCOUNT) && (
                      <ActionIcon variant="subtle" color="red" aria-label={`Eliminar descuento ${d.code}`} onClick={() => void del(d)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                ),
              },
            ]}
          />
          <ListFooter data={list.data} page={page} onChange={setPage} />
        </Stack>
      )}
    </Modal>
  );
}

function DiscountForm({ editing, activities, onDone }: { editing: NonNullable<Editing>; activities: Activity[]; onDone: () => void }) {
  const d = editing.discount;
  const readOnly = editing.mode === 'view';
  const [amount, setAmount] = useState(d ? String(Number(d.amount)) : '5');
  const [start, setStart] = useState<string | null>(d?.start_date ?? null);
  const [end, setEnd] = useState<string | null>(d?.expire_date ?? null);
  const [items, setItems] = useState<string[]>((d?.items ?? []).map(String));
  const save = useSaveDiscount();

  const submit = async () => {
    const parsed = discountSchema.safeParse({ amount, start_date: start ?? '', expire_date: end ?? '', items: items.map(Number) });
    if (!parsed.success) return void showError(parsed.error.issues[0].message);
    const res = await save
      .mutateAsync({ id: d?.id, amount: parsed.data.amount, start_date: start!, expire_date: end!, items: parsed.data.items })
      .catch(() => null);
    if (!res) return;
    await showSuccess(res.message);
    onDone();
  };

  return (
    <Stack>
      <Text fw={600}>{editing.mode === 'create' ? 'Crear descuento' : editing.mode === 'edit' ? 'Editar descuento' : 'Ver descuento'}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField label="Porcentaje" mode={{ kind: 'integer' }} value={amount} onChange={setAmount} {...readOnlyLook(readOnly)} />
        {/* the from date is not after the to date (000 section 5), typed or picked */}
        <DateField label="Desde" value={start} onChange={setStart} max={end ?? undefined} disabled={readOnly} />
        <DateField label="Hasta" value={end} onChange={setEnd} min={start ?? undefined} disabled={readOnly} />
      </SimpleGrid>
      <MultiSelect
        label="Actividades económicas"
        searchable
        nothingFoundMessage={MSG.common.noResults}
        {...readOnlyLook(readOnly)}
        data={activities.map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
        value={items}
        onChange={setItems}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {readOnly ? 'Volver' : 'Cancelar'}
        </Button>
        {!readOnly && (
          <Button onClick={() => void submit()} loading={save.isPending}>
            Guardar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
