// The new desk's 'agregar' modals: debts or fines of the property (those not on the bill yet),
// a service (its type, or a new type, and its amount in UCD) and an agreement's next quota.
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBs } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { loadConvention, useCreateServiceType, useServiceTypes, type DeskCardData, type DeskRow } from '../api/cash.ts';
import { monthLabel, noticeLabel, quotaItem, serviceItem, type DeskItem } from '../lib/desk-bill.ts';

type Base = { opened: boolean; onClose: () => void; onAdd: (items: DeskItem[]) => void };

export function PickRowsModal({
  opened,
  onClose,
  onAdd,
  rows,
  title,
  toItem,
}: Base & { rows: readonly DeskRow[]; title: string; toItem: (r: DeskRow) => DeskItem }) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen([]), [opened]);
  const label = (r: DeskRow) => `${r.kind === 'notice' ? noticeLabel(r) : `Multa ${monthLabel(r.date)}`} · ${formatBs(bs(r.total_bs))}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button disabled={!chosen.length} onClick={() => (onAdd(rows.filter((r) => chosen.includes(`${r.kind}-${r.id}`)).map(toItem)), onClose())}>
            Agregar
          </Button>
        </>
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed">{MSG.cash.noInvoices}</Text>
      ) : (
        <Checkbox.Group value={chosen} onChange={setChosen} label="Seleccione los conceptos">
          <Stack gap="xs" mt="xs">
            {rows.map((r) => (
              <Checkbox key={`${r.kind}-${r.id}`} value={`${r.kind}-${r.id}`} label={label(r)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Modal>
  );
}

export function ServiceModal({ opened, onClose, onAdd }: Base) {
  const types = useServiceTypes(opened);
  const create = useCreateServiceType();
  const [type, setType] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setType(null);
    setNewName('');
    setAmount('');
    setError(null);
  }, [opened]);
  const add = async () => {
    if (!(Number(amount) > 0) || (!type && !newName.trim())) return setError(MSG.cash.serviceAmount);
    try {
      const t = type ? types.data!.service_types.find((s) => String(s.id) === type)! : (await create.mutateAsync({ name: newName.trim() })).service_type;
      onAdd([serviceItem(t.id, t.name, amount)]);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Agregar servicio"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void add()} loading={create.isPending}>
            Agregar
          </Button>
        </>
      }
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SelectField
          label="Tipo de servicio"
          clearable
          data={(types.data?.service_types ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={type}
          onChange={setType}
        />
        {!type && (
          <TextInput label="Nuevo tipo de servicio" description="Si no está en la lista" value={newName} onChange={(e) => setNewName(e.currentTarget.value)} />
        )}
        <NumberField label="Monto (UCD)" required value={amount} onChange={setAmount} />
      </Stack>
    </Modal>
  );
}

export function AgreementModal({ opened, onClose, onAdd, card, taken }: Base & { card: DeskCardData; taken: readonly string[] }) {
  const [id, setId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setId(null);
    setError(null);
  }, [opened]);
  const add = async () => {
    if (!id) return;
    try {
      const c = await loadConvention(Number(id));
      // quotas are paid in order: the first pending one not on the bill yet
      const next = c.convention_quotas.find((q) => q.status === 1 && !taken.includes(`Cuota-${q.id}`));
      if (!next) return setError(MSG.cash.noAgreementQuotas);
      onAdd([quotaItem(next, c.convention.number)]);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Agregar convenio"
      footer={
        <Group>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void add()} disabled={!id}>
            Agregar cuota
          </Button>
        </Group>
      }
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SelectField
          label="Convenio"
          data={card.conventions.map((c) => ({ value: String(c.id), label: `${c.number} (${c.pending_quotas} cuotas pendientes)` }))}
          value={id}
          onChange={setId}
        />
      </Stack>
    </Modal>
  );
}

/** 'Editar monto' of a service line: its amount in UCD. */
export function ServiceAmountModal({ item, onClose, onSave }: { item: DeskItem | null; onClose: () => void; onSave: (key: string, amount: string) => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAmount(item?.amount ?? '');
    setError(null);
  }, [item]);
  const save = () => {
    if (!item || !(Number(amount) > 0)) return setError(MSG.cash.serviceAmount);
    onSave(item.key, amount);
    onClose();
  };
  return (
    <Modal
      opened={!!item}
      onClose={onClose}
      title="Editar monto del servicio"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={save}>Guardar</Button>
        </>
      }
    >
      <NumberField label={`Monto (UCD) de ${item?.name ?? ''}`} required value={amount} onChange={setAmount} error={error} />
    </Modal>
  );
}
