// The new desk's 'agregar' modals: debts of the property (those not on the bill yet), oldest month
// first — a month can be chosen only when no earlier month is left out, and leaving one out drops the
// later ones (the ledger's rule, docs/cash.md) —; fines (the property's pending ones, or a new one by
// amount and reason); a service (its type, or a new type, and its amount in UCD) and an agreement's next quota.
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { FINE_TYPE_LABELS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { earlierPendingMonth, monthsAfterGap, payEarlierMonthText, type PendingMonth } from '@aseo/shared/schemas';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { loadConvention, useCreateServiceType, useServiceTypes, type DeskCardData, type DeskRow } from '../api/cash.ts';
import { fineItem, monthLabel, noticeLabel, quotaItem, serviceItem, type DeskItem } from '../lib/desk-bill.ts';

type Base = { opened: boolean; onClose: () => void; onAdd: (items: DeskItem[]) => void };

/** A loose fine or interest row of the statement: 'Multa Mar 2026', 'Intereses Ene 2026'. */
const fineLabel = (r: DeskRow) => `${FINE_TYPE_LABELS[(r.fine_type_id ?? 1) as 1] ?? 'Multa'} ${monthLabel(r.date)}`;
const rowLabel = (r: DeskRow) => `${r.kind === 'notice' ? noticeLabel(r) : fineLabel(r)} · ${formatBs(bs(r.total_bs))}`;

/**
 * 'Agregar deuda': the rows to choose. `pending` is every payable notice of the property and `onBill`
 * those already on the bill: a notice whose month has an earlier month neither on the bill nor chosen
 * here cannot be chosen (the line under the list says which month comes first).
 */
export function PickRowsModal({
  opened,
  onClose,
  onAdd,
  rows,
  title,
  toItem,
  pending = [],
  onBill = new Set<number>(),
}: Base & { rows: readonly DeskRow[]; title: string; toItem: (r: DeskRow) => DeskItem; pending?: readonly PendingMonth[]; onBill?: ReadonlySet<number> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const hintId = useId();
  useEffect(() => setChosen([]), [opened]);
  const key = (r: DeskRow) => `${r.kind}-${r.id}`;
  const taken = (values: readonly string[]) => new Set([...onBill, ...rows.filter((r) => r.kind === 'notice' && values.includes(key(r))).map((r) => r.id)]);
  const blockedBy = (r: DeskRow) => (r.kind === 'notice' && !chosen.includes(key(r)) ? earlierPendingMonth(pending, taken(chosen), r.date) : null);
  const first = rows.map(blockedBy).find((m) => m !== null) ?? null;
  // leaving a month out drops the later months chosen, as unticking does at the old desk
  const choose = (values: string[]) => {
    const drop = new Set(monthsAfterGap(pending, taken(values)));
    setChosen(values.filter((v) => !rows.some((r) => r.kind === 'notice' && drop.has(r.id) && key(r) === v)));
  };
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
        <>
          <Checkbox.Group value={chosen} onChange={choose} label="Seleccione los conceptos">
            <Stack gap="xs" mt="xs">
              {rows.map((r) => {
                const blocked = blockedBy(r) !== null;
                return <Checkbox key={key(r)} value={key(r)} label={rowLabel(r)} disabled={blocked} aria-describedby={blocked ? hintId : undefined} />;
              })}
            </Stack>
          </Checkbox.Group>
          {first && (
            <Text id={hintId} size="sm" c="dimmed" mt="sm" data-testid="months-order">
              {payEarlierMonthText(first)}
            </Text>
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * 'Agregar multa': the property's pending fines not on the bill yet (loose ones: those of a month come
 * with its debt), and a new fine — its amount in UCD and its reason — that the payment creates.
 */
export function FineModal({ opened, onClose, onAdd, rows, toItem }: Base & { rows: readonly DeskRow[]; toItem: (r: DeskRow) => DeskItem }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setChosen([]);
    setAmount('');
    setReason('');
    setError(null);
  }, [opened]);
  const add = () => {
    const fresh = amount !== '' || reason.trim() !== '';
    if ((fresh && !(Number(amount) > 0)) || (!fresh && !chosen.length)) return setError(MSG.cash.fineAmount);
    onAdd([...rows.filter((r) => chosen.includes(String(r.id))).map(toItem), ...(fresh ? [fineItem(amount, reason.trim())] : [])]);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Agregar multa"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={add}>Agregar</Button>
        </>
      }
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {rows.length > 0 && (
          <Checkbox.Group value={chosen} onChange={setChosen} label="Multas pendientes del inmueble">
            <Stack gap="xs" mt="xs">
              {rows.map((r) => (
                <Checkbox key={r.id} value={String(r.id)} label={rowLabel(r)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Text fw={500} size="sm">
          Nueva multa
        </Text>
        <NumberField label="Monto de la multa (UCD)" value={amount} onChange={setAmount} mode={{ kind: 'decimal', precision: 4 }} />
        <TextInput label="Motivo" description="Se imprime en la factura" maxLength={180} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Stack>
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
      onAdd([quotaItem(next, c.convention.number, Math.max(...c.convention_quotas.map((q) => q.position)))]);
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
