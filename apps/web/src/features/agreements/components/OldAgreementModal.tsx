// 'Nuevo Convenio' (001 "Payment agreements, old" and section 5 "Old agreement"): a taxpayer found by
// name, document or user → one of its properties with the debt an agreement would take today (UCD and
// Bs) → monthly or biweekly → the number of quotas. The quota amount (the total split evenly, the last
// quota taking the remainder) and the minimum expiration show as they change; the record number and an
// expiration not before that minimum are optional. The shared schema checks the form; the server
// splits the total itself.
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AGREEMENT_TYPE_LABELS, AGREEMENT_TYPES } from '@aseo/shared/constants';
import { formatBs, formatDate, formatUcd } from '@aseo/shared/format';
import { LABELS, MSG } from '@aseo/shared/messages';
import { bs, splitEvenly, toWire, ucd } from '@aseo/shared/money';
import { minOldAgreementExpiration, oldAgreementSchema, todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { searchClients, useClientProperties, useFinishAgreement } from '../api/admin-agreements.ts';

const F = LABELS.agreements.form;
const EMPTY = { client_id: '', property_id: '', type: String(AGREEMENT_TYPES.MONTHLY), quotas: '', record_number: '', expiration_date: '' };
const TYPES = Object.entries(AGREEMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

const loadClients = async (search: string) =>
  (await searchClients(search)).clients.map((c) => ({ value: String(c.id), label: `${c.full_name} · ${c.full_document} (${c.username})` }));

/** The quota amounts of a debt in `n` quotas: each one, and the last when it differs. */
function quotaPreview(debt: string | undefined, n: number) {
  if (!debt || !Number.isInteger(n) || n <= 0 || n > 600) return null;
  const parts = splitEvenly(ucd(debt), n);
  const each = parts[0]!;
  const last = parts[parts.length - 1]!;
  return { each, last: last.eq(each) ? null : last };
}

type Props = { opened: boolean; onClose: () => void; onCreated: () => void };

export function OldAgreementModal({ opened, onClose, onCreated }: Props) {
  const form = useForm<FormValues>({ resolver: schemaResolver(oldAgreementSchema), defaultValues: EMPTY });
  const finish = useFinishAgreement();
  useEffect(() => {
    if (opened) form.reset(EMPTY);
  }, [opened, form]);
  const [clientId, propertyId, type, quotasText] = useWatch({ control: form.control, name: ['client_id', 'property_id', 'type', 'quotas'] }) as string[];
  const properties = useClientProperties(clientId ? Number(clientId) : null);
  const property = properties.data?.properties.find((p) => String(p.id) === propertyId);
  const quotas = Number(quotasText || 0);
  const preview = quotaPreview(property?.debt_total, quotas);
  const minimum = quotas > 0 && quotas <= 600 ? minOldAgreementExpiration(todayYmd(), quotas, Number(type)) : null;
  const err = (name: string) => form.formState.errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    const res = await saveOrMark(form, () =>
      finish.mutateAsync({
        client_id: Number(values.client_id),
        property_id: Number(values.property_id),
        type: Number(values.type) as 1 | 2,
        quotas: Number(values.quotas),
        quota: preview ? toWire(preview.each) : undefined,
        record_number: values.record_number || undefined,
        expiration_date: values.expiration_date || undefined,
      }),
    );
    if (!res) return;
    void showSuccess(MSG.agreements.created);
    onCreated();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={LABELS.buttons.newAgreement} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="client_id"
            render={({ field }) => (
              <SearchSelect
                label={F.client}
                placeholder={F.clientPlaceholder}
                withAsterisk
                queryKey={['agreements', 'clients']}
                load={loadClients}
                minLength={2}
                value={field.value || null}
                onChange={(v) => {
                  field.onChange(v ?? '');
                  form.setValue('property_id', '');
                }}
                error={err('client_id')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="property_id"
            render={({ field }) => (
              <SelectField
                label={F.property}
                withAsterisk
                disabled={!clientId}
                data={(properties.data?.properties ?? []).map((p) => ({ value: String(p.id), label: `${p.urbaser_code} · ${p.economic_activity.name}` }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={err('property_id')}
              />
            )}
          />
          {property && (
            <Alert color={property.items ? 'blue' : 'orange'} data-testid="agreement-debt" title={F.debt}>
              {property.items
                ? `${formatUcd(ucd(property.debt_total))} · ${formatBs(bs(property.debt_total_bs))} (${property.items} ${F.debtItems})`
                : MSG.agreements.noDebt}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <SelectField
                  label={F.type}
                  withAsterisk
                  searchable={false}
                  data={TYPES}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={err('type')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="quotas"
              render={({ field }) => (
                <NumberField
                  label={F.quotas}
                  withAsterisk
                  mode={{ kind: 'integer' }}
                  maxLength={3}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={err('quotas')}
                />
              )}
            />
          </SimpleGrid>
          {(preview || minimum) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} data-testid="agreement-preview">
              {preview && (
                <div>
                  <Text component="dt" size="xs" c="dimmed">
                    {MSG.agreements.quotaAmount}
                  </Text>
                  <Text component="dd" m={0} fw={600} data-testid="quota-amount">
                    {formatUcd(preview.each)}
                  </Text>
                  {preview.last && (
                    <Text component="dd" m={0} size="sm" data-testid="last-quota">
                      {F.lastQuota}: {formatUcd(preview.last)}
                    </Text>
                  )}
                </div>
              )}
              {minimum && (
                <div>
                  <Text component="dt" size="xs" c="dimmed">
                    {MSG.agreements.minExpiration}
                  </Text>
                  <Text component="dd" m={0} fw={600} data-testid="min-expiration">
                    {formatDate(minimum)}
                  </Text>
                </div>
              )}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={F.recordNumber} maxLength={40} {...form.register('record_number')} error={err('record_number')} />
            <Controller
              control={form.control}
              name="expiration_date"
              render={({ field }) => (
                <DateField
                  label={F.expiration}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  min={minimum ?? todayYmd()}
                  error={err('expiration_date')}
                />
              )}
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button type="submit" loading={finish.isPending}>
            {F.create}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
