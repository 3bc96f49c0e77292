// Create or edit a bank account. The shared schema checks the form; a refusal of the server marks
// the fields it names (lib/form.ts); a success closes the modal with a toast.
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { bankAccountSchema, limitDocument } from '@aseo/shared/schemas';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField, toOptions } from '../../../components/SelectField.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import type { BankAccount, BankAccountsPage } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount, type BankAccountForm } from '../api/save-bank-account.ts';

const empty: BankAccountForm = { name: '', bank_id: '', document_type_id: '4', document: '', number: '', phone: '', account_type_id: '' };

const valuesOf = (account: BankAccount | null): BankAccountForm =>
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
    : empty;

type Props = { account: BankAccount | null; opened: boolean; refs: BankAccountsPage | undefined; onClose: () => void };

export function BankAccountModal({ account, opened, refs, onClose }: Props) {
  const form = useForm<FormValues>({ resolver: schemaResolver(bankAccountSchema), defaultValues: empty });
  const save = useSaveBankAccount();
  const docType = useWatch({ control: form.control, name: 'document_type_id' });
  useEffect(() => {
    if (opened) form.reset(valuesOf(account));
  }, [account, opened, form]);
  const err = (name: keyof BankAccountForm) => form.formState.errors[name]?.message as string | undefined;

  // the schema checks the values; what is sent is the form as typed (ids as text, the API reads them)
  const submit = form.handleSubmit(async () => {
    const res = await saveOrMark(form, () => save.mutateAsync(form.getValues() as BankAccountForm));
    if (!res) return;
    onClose();
    void showSuccess(res.message);
  });

  const select = (name: keyof BankAccountForm, label: string, data: { value: string; label: string }[], extra: { maw?: number; searchable?: boolean } = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          withAsterisk
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err(name)}
          {...extra}
        />
      )}
    />
  );
  const digits = (name: keyof BankAccountForm, label: string, maxLength: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={label}
          withAsterisk
          mode={{ kind: 'digits' }}
          maxLength={maxLength}
          value={field.value ?? ''}
          onChange={field.onChange}
          error={err(name)}
        />
      )}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={account ? 'Editar cuenta bancaria' : 'Crear cuenta bancaria'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Titular" withAsterisk {...form.register('name')} error={err('name')} />
          {select('bank_id', 'Banco', toOptions(refs?.banks))}
          <Group grow align="flex-start" gap="xs">
            {select(
              'document_type_id',
              'Tipo de documento',
              (refs?.document_types ?? []).map((d) => ({ value: String(d.id), label: d.prefix })),
              { maw: 120 },
            )}
            <Controller
              control={form.control}
              name="document"
              render={({ field }) => (
                <TextInput
                  label="Documento"
                  withAsterisk
                  inputMode="numeric"
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(limitDocument(docType, e.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={err('document')}
                />
              )}
            />
          </Group>
          {digits('number', 'Número de cuenta', 20)}
          {digits('phone', 'Teléfono', 15)}
          {select('account_type_id', 'Tipo de cuenta', toOptions(refs?.account_types), { searchable: false })}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
