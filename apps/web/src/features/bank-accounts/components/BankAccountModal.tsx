import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { bankAccountSchema, limitDocument } from '@aseo/shared/schemas';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField, toOptions } from '../../../components/SelectField.tsx';
import { showError, showSuccess } from '../../../lib/dialogs.tsx';
import type { BankAccount, BankAccountsPage } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount, type BankAccountForm } from '../api/save-bank-account.ts';

const empty: BankAccountForm = { name: '', bank_id: '', document_type_id: '4', document: '', number: '', phone: '', account_type_id: '' };

export function BankAccountModal({
  account,
  opened,
  refs,
  onClose,
}: {
  account: BankAccount | null;
  opened: boolean;
  refs: BankAccountsPage | undefined;
  onClose: () => void;
}) {
  const [form, setForm] = useState<BankAccountForm>(empty);
  const save = useSaveBankAccount();
  useEffect(() => {
    setForm(
      account
        ? {
            bank_account_id: account.id,
            name: account.name,
            bank_id: String(account.bank_id),
            document_type_id: String(account.document_type_id),
            document: account.document,
            number: account.number,
            phone: account.phone ?? '',
            account_type_id: String(account.account_type_id),
          }
        : empty,
    );
  }, [account, opened]);
  const set = (k: keyof BankAccountForm) => (v: string | null) => setForm((f) => ({ ...f, [k]: v ?? '' }));

  const submit = async () => {
    const parsed = bankAccountSchema.safeParse(form);
    if (!parsed.success) return void showError(parsed.error.issues[0].message);
    const res = await save.mutateAsync(form).catch(() => null);
    if (!res) return;
    onClose();
    await showSuccess(res.message);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={account ? 'Editar cuenta bancaria' : 'Crear cuenta bancaria'} size="lg" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Titular" value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} />
        <SelectField label="Banco" data={toOptions(refs?.banks)} value={form.bank_id || null} onChange={set('bank_id')} />
        <Group grow align="flex-start" gap="xs">
          <SelectField
            label="Tipo de documento"
            data={(refs?.document_types ?? []).map((d) => ({ value: String(d.id), label: d.prefix }))}
            value={form.document_type_id || null}
            onChange={set('document_type_id')}
            maw={120}
          />
          <TextInput label="Documento" value={form.document} onChange={(e) => set('document')(limitDocument(form.document_type_id, e.currentTarget.value))} />
        </Group>
        <NumberField label="Número de cuenta" mode={{ kind: 'digits' }} maxLength={20} value={form.number} onChange={set('number')} />
        <NumberField label="Teléfono" mode={{ kind: 'digits' }} maxLength={15} value={form.phone} onChange={set('phone')} />
        <SelectField
          label="Tipo de cuenta"
          searchable={false}
          data={toOptions(refs?.account_types)}
          value={form.account_type_id || null}
          onChange={set('account_type_id')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Guardar
        </Button>
      </Group>
    </Modal>
  );
}
