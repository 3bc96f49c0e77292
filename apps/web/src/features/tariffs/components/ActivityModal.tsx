// View (read-only, with a worked example of the fee) and edit of an economic activity.
import { Button, Group, Modal, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBs, formatUcd } from '@aseo/shared/format';
import { economicActivityEditSchema } from '@aseo/shared/schemas';
import { fieldErrors } from '@aseo/shared/contracts';
import { NumberField } from '../../../components/NumberField.tsx';
import { readOnlyLook } from '../../../components/read-only.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages } from '../../../lib/form.ts';
import { useActivity, useEditActivity, type Price } from '../api/activities.ts';

const FIELDS: { key: keyof Omit<Price, 'service_type_id' | 'service_type'>; label: string }[] = [
  { key: 'commercial_factor', label: 'Factor comercial' },
  { key: 'additional_coefficient', label: 'Coeficiente adicional' },
  { key: 'adjustment_factor', label: 'Factor de ajuste' },
];

export function ActivityModal({ id, mode, onClose }: { id: number | null; mode: 'view' | 'edit'; onClose: () => void }) {
  const query = useActivity(id);
  const edit = useEditActivity();
  const [form, setForm] = useState<{ name: string; size: string; tax_free: number; prices: Price[] } | null>(null);
  // each field's message by its path ('name', 'prices.0.commercial_factor'), from the schema or the server
  const [errors, setErrors] = useState<Record<string, string>>({});
  const a = query.data?.activity;
  useEffect(() => {
    if (a) setForm({ name: a.name, size: a.size, tax_free: a.tax_free, prices: a.prices });
    setErrors({});
  }, [a]);
  if (!id) return null;
  const readOnly = mode === 'view';
  const setPrice = (i: number, key: string, v: string) => setForm((f) => f && { ...f, prices: f.prices.map((p, j) => (j === i ? { ...p, [key]: v } : p)) });

  const submit = async () => {
    if (!form || !a) return;
    const parsed = economicActivityEditSchema.safeParse({ economic_activity_id: a.id, ...form });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    const paths = ['name', 'size', ...form.prices.flatMap((_, i) => FIELDS.map((f) => `prices.${i}.${f.key}`))];
    const res = await edit.mutateAsync({ economic_activity_id: a.id, ...form }).catch((err: unknown) => {
      setErrors(fieldMessages(err, paths));
      return null;
    });
    if (!res) return;
    onClose();
    void showSuccess(res.message);
  };

  return (
    <Modal opened onClose={onClose} title={`${readOnly ? 'Ver' : 'Editar'} actividad económica ${a ? a.code : ''}`} size="xl" centered>
      {form && a && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Nombre"
              value={form.name}
              {...readOnlyLook(readOnly)}
              error={errors.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            />
            <NumberField
              label="Área máxima (m2)"
              mode={{ kind: 'decimal', precision: 2 }}
              value={form.size}
              {...readOnlyLook(readOnly)}
              error={errors.size}
              onChange={(v) => setForm({ ...form, size: v })}
            />
            <Switch
              mt="xl"
              label="Exento de IVA"
              checked={form.tax_free === 1}
              disabled={readOnly}
              onChange={(e) => setForm({ ...form, tax_free: e.currentTarget.checked ? 1 : 0 })}
            />
          </SimpleGrid>
          {form.prices.map((p, i) => (
            <SimpleGrid key={p.service_type_id} cols={{ base: 1, sm: 4 }}>
              <Text fw={500} mt="xl">
                {p.service_type?.name}
              </Text>
              {FIELDS.map((f) => (
                <NumberField
                  key={f.key}
                  label={`${f.label} (${p.service_type?.name})`}
                  mode={{ kind: 'decimal', precision: 4 }}
                  value={p[f.key]}
                  {...readOnlyLook(readOnly)}
                  error={errors[`prices.${i}.${f.key}`]}
                  onChange={(v) => setPrice(i, f.key, v)}
                />
              ))}
            </SimpleGrid>
          ))}
          {readOnly && query.data?.examples?.length ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ejemplo</Table.Th>
                  <Table.Th>Tarifa</Table.Th>
                  <Table.Th>IVA</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.examples.map((e) => (
                  <Table.Tr key={e.service_type_id} data-testid="tariff-example">
                    <Table.Td>
                      Un inmueble de {e.size} m2 ({form.prices.find((p) => p.service_type_id === e.service_type_id)?.service_type?.name}) paga
                    </Table.Td>
                    <Table.Td>{formatUcd(e.fee)}</Table.Td>
                    <Table.Td>{formatUcd(e.iva)}</Table.Td>
                    <Table.Td>
                      {formatUcd(e.total)} = {formatBs(e.total_bs)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {readOnly ? 'Cerrar' : 'Cancelar'}
            </Button>
            {!readOnly && (
              <Button onClick={() => void submit()} loading={edit.isPending}>
                Guardar
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
