// A payment receipt (001 "Voucher / payment data"): the method, the amount in Bs and the data its
// method needs (reference of 8 digits, date, bank, account, file), checked by the shared rule, and
// the bank reference checked against every receipt ever used before it is added.
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { voucherError, voucherNeedsFile, type VoucherContext, todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { checkReference, type DeskChoices } from '../api/cash.ts';
import type { DeskVoucher } from '../lib/desk-bill.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  onAdd: (v: DeskVoucher) => void;
  choices: DeskChoices | undefined;
  /** The amount still to cover (Bs), proposed as the receipt's amount */
  suggested: string;
  /** 'upload' for a taxpayer (every method but debit and credit needs its file) */
  context: VoucherContext;
  existing: readonly DeskVoucher[];
};

const EMPTY = {
  method: null as string | null,
  amount: '',
  number: '',
  date: null as string | null,
  bank: null as string | null,
  account: null as string | null,
};

export function VoucherModal({ opened, onClose, onAdd, choices, suggested, context, existing }: Props) {
  const [f, setF] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setF({ ...EMPTY, amount: suggested });
    setFile(null);
    setError(null);
  }, [opened, suggested]);
  const method = Number(f.method ?? 0);
  const needs = (field: 'number' | 'date' | 'bank' | 'account') =>
    ({
      number: method !== PAYMENT_METHOD.CASH,
      date: method === PAYMENT_METHOD.TRANSFER || method === PAYMENT_METHOD.DEPOSIT,
      bank: method === PAYMENT_METHOD.TRANSFER || method === PAYMENT_METHOD.DEBIT || method === PAYMENT_METHOD.CREDIT || method === PAYMENT_METHOD.DEPOSIT,
      account: method === PAYMENT_METHOD.TRANSFER || method === PAYMENT_METHOD.DEPOSIT,
    })[field] && method > 0;
  const set = (patch: Partial<typeof EMPTY>) => setF((x) => ({ ...x, ...patch }));
  const account = choices?.bank_accounts.find((a) => String(a.id) === f.account);

  const add = async () => {
    const v: DeskVoucher = {
      key: crypto.randomUUID(),
      payment_method_id: method,
      amount_paid: f.amount,
      ...(needs('number') && f.number ? { number: f.number } : {}),
      ...(needs('date') && f.date ? { date: f.date } : {}),
      ...(needs('bank') && f.bank ? { bank_id: Number(f.bank) } : needs('account') && account ? { bank_id: account.bank_id } : {}),
      ...(needs('account') && f.account ? { bank_account_id: Number(f.account) } : {}),
      file: voucherNeedsFile(method, context) || file ? file : null,
    };
    const problem = voucherError({ ...v, payment_method_id: method || undefined, amount_paid: f.amount || undefined, hasFile: !!v.file }, { context });
    if (problem) return setError(problem);
    if (v.bank_id && v.number && existing.some((x) => x.bank_id === v.bank_id && x.number === v.number)) return setError(MSG.payments.referenceUsed);
    setBusy(true);
    try {
      if (v.bank_id && v.number) await checkReference(v.bank_id, v.number);
      onAdd(v);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Agregar comprobante de pago"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void add()} loading={busy}>
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Método de pago"
            required
            data={(choices?.methods ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            value={f.method}
            onChange={(v) => set({ method: v })}
          />
          <NumberField label="Monto pagado (Bs)" required value={f.amount} onChange={(amount) => set({ amount })} />
          {needs('number') && (
            <TextInput
              label="Nro. de referencia"
              required
              description={MSG.payments.referenceHint}
              inputMode="numeric"
              maxLength={8}
              value={f.number}
              onChange={(e) => set({ number: e.currentTarget.value.replace(/\D/g, '') })}
            />
          )}
          {needs('date') && <DateField label="Fecha del pago" required value={f.date} onChange={(date) => set({ date })} max={todayYmd()} />}
          {needs('bank') && method !== PAYMENT_METHOD.TRANSFER && method !== PAYMENT_METHOD.DEPOSIT && (
            <SelectField
              label="Banco"
              required
              data={(choices?.banks ?? []).map((b) => ({ value: String(b.id), label: `${b.code} - ${b.name}` }))}
              value={f.bank}
              onChange={(v) => set({ bank: v })}
            />
          )}
          {needs('account') && (
            <SelectField
              label="Cuenta bancaria"
              required
              data={(choices?.bank_accounts ?? []).map((a) => ({ value: String(a.id), label: `${a.name} · ${a.number}` }))}
              value={f.account}
              onChange={(v) => set({ account: v })}
            />
          )}
        </SimpleGrid>
        {method > 0 && method !== PAYMENT_METHOD.CASH && (
          <FileUpload set="restricted" label="Comprobante" required={voucherNeedsFile(method, context)} value={file} onChange={setFile} />
        )}
      </Stack>
    </Modal>
  );
}
