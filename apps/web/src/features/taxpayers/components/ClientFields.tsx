// The client (taxpayer) part of the forms: register, admin create/edit and 'Mis Datos'.
// Field names are the API's; nested under `prefix` (e.g. 'client').
import { ActionIcon, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useController, useFieldArray, useWatch } from 'react-hook-form';
import { DOCUMENT_TYPE, RETENTION, RETENTION_LABELS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { limitDocument } from '@aseo/shared/schemas';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { readOnlyLook } from '../../../components/read-only.ts';
import { FormPartSummary } from './FormPartSummary.tsx';
import { fieldError, formLevelSummary, type FormPartProps } from './form-part.ts';

type Props = FormPartProps & {
  withPassword?: boolean;
  /** Password required (register, create); on edit a blank password keeps the current one. */
  passwordRequired?: boolean;
  usernameReadOnly?: boolean;
  allowProforma?: boolean;
  withNote?: boolean;
  /**
   * How retention is entered (DOMAIN "Who may declare what"): staff set it ('edit'); registration asks
   * for it ('request': staff confirm it later); 'Mis Datos' only shows it ('readOnly'), with the
   * request still pending (`retentionRequest`), if any.
   */
  retentionMode?: 'edit' | 'request' | 'readOnly';
  retentionRequest?: number | null;
};

const retentionLabel = (v: unknown) => RETENTION_LABELS[Number(v ?? RETENTION.NO) as keyof typeof RETENTION_LABELS] ?? RETENTION_LABELS[RETENTION.NO];

export function ClientFields({
  control,
  register,
  errors,
  refs,
  prefix = '',
  withPassword,
  passwordRequired = true,
  usernameReadOnly,
  allowProforma,
  withNote,
  retentionMode = 'edit',
  retentionRequest = null,
}: Props) {
  const p = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const e = (name: string) => fieldError(errors, name);
  const docType = useWatch({ control, name: p('document_type_id') });
  const retention = useController({ control, name: p('retention') });
  const isJ = Number(docType) === DOCUMENT_TYPE.J;
  const retentionReadOnly = retentionMode === 'readOnly';
  // retention exists only for J documents: any other type puts it back to 'no' (a read-only one is
  // staff's: shown as stored, never sent)
  useEffect(() => {
    if (!retentionReadOnly && !isJ && Number(retention.field.value ?? 0) !== RETENTION.NO) retention.field.onChange(RETENTION.NO);
  }, [isJ, retention.field, retentionReadOnly]);
  const showRetention = retentionReadOnly ? isJ || Number(retention.field.value ?? 0) !== RETENTION.NO || retentionRequest !== null : isJ;
  const emails = useFieldArray({ control, name: p('emails') as never });
  const phones = useFieldArray({ control, name: p('phones') as never });
  const retentionChoices = Object.entries(RETENTION_LABELS)
    .filter(([v]) => allowProforma || v !== '2')
    .map(([value, label]) => ({ value, label }));
  const codes = (refs?.codes ?? []).map((c) => ({ value: c.id, label: c.name }));

  const summary = formLevelSummary(errors, [
    ...(
      [
        ['Nombre / Razón Social', 'name'],
        ['Tipo de documento', 'document_type_id'],
        ['Documento', 'document'],
        ['Teléfono', 'phone'],
        ['Dirección fiscal', 'fiscal_address'],
      ] as const
    ).map(([label, name]): [string, string] => [label, p(name)]),
    ...phones.fields.map((_, i): [string, string] => [`Teléfono adicional ${i + 1}`, `${p('phones')}.${i}.phone`]),
  ]);

  return (
    <Stack gap="sm">
      <FormPartSummary lines={summary} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre / Razón Social" withAsterisk {...register(p('name'))} error={e(p('name'))} />
        <TextInput label="Apellido" {...register(p('lastname'))} error={e(p('lastname'))} />
        <TextInput label="Cuenta" withAsterisk {...readOnlyLook(usernameReadOnly)} {...register(p('username'))} error={e(p('username'))} />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Controller
            control={control}
            name={p('document_type_id')}
            render={({ field }) => (
              <SelectField
                label="Tipo de documento"
                withAsterisk
                data={(refs?.document_types ?? []).map((d) => ({ value: String(d.id), label: d.prefix }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ?? '')}
                error={e(p('document_type_id'))}
                w={170}
              />
            )}
          />
          <Controller
            control={control}
            name={p('document')}
            render={({ field }) => (
              <TextInput
                flex={1}
                label="Documento"
                withAsterisk
                inputMode="numeric"
                value={field.value ?? ''}
                error={e(p('document'))}
                onChange={(ev) => field.onChange(limitDocument(docType, ev.currentTarget.value))}
              />
            )}
          />
        </Group>
        {showRetention && retentionReadOnly && (
          <TextInput
            label="Agente de retención"
            {...readOnlyLook(true)}
            value={retentionLabel(retention.field.value)}
            description={
              retentionRequest !== null
                ? `${MSG.profile.retentionPending}. ${fillMessage(MSG.profile.retentionPendingHint, { label: retentionLabel(retentionRequest) })}`
                : MSG.profile.retentionByStaffHint
            }
          />
        )}
        {showRetention && !retentionReadOnly && (
          <SelectField
            label="Agente de retención"
            data={retentionChoices}
            searchable={false}
            value={String(retention.field.value ?? RETENTION.NO)}
            onChange={(v) => retention.field.onChange(Number(v ?? RETENTION.NO))}
            description={retentionMode === 'request' && Number(retention.field.value ?? 0) !== RETENTION.NO ? MSG.taxpayers.registerRetentionHint : undefined}
          />
        )}
        <TextInput label="Correo electrónico" withAsterisk {...register(p('email'))} error={e(p('email'))} />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Controller
            control={control}
            name={p('phone_code')}
            render={({ field }) => (
              <SelectField
                label="Código"
                data={codes}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={e(p('phone_code'))}
                w={110}
              />
            )}
          />
          <Controller
            control={control}
            name={p('phone')}
            render={({ field }) => (
              <NumberField
                flex={1}
                label="Teléfono"
                withAsterisk
                mode={{ kind: 'digits' }}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={e(p('phone'))}
              />
            )}
          />
        </Group>
      </SimpleGrid>
      <Textarea label="Dirección fiscal" withAsterisk autosize minRows={2} {...register(p('fiscal_address'))} error={e(p('fiscal_address'))} />
      {withNote && <Textarea label="Nota" autosize minRows={2} {...register(p('note'))} />}

      <Text fw={500} size="sm">
        Correos adicionales
      </Text>
      {emails.fields.map((f, i) => (
        <Group key={f.id} align="flex-start" wrap="nowrap">
          <TextInput flex={1} aria-label={`Correo adicional ${i + 1}`} {...register(`${p('emails')}.${i}` as const)} error={e(`${p('emails')}.${i}`)} />
          <ActionIcon color="red" variant="subtle" onClick={() => emails.remove(i)} aria-label="Quitar correo">
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => emails.append('' as never)} w="fit-content">
        Agregar correo
      </Button>

      <Text fw={500} size="sm">
        Teléfonos adicionales
      </Text>
      {phones.fields.map((f, i) => (
        <Group key={f.id} align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`${p('phones')}.${i}.phone_code`}
            render={({ field }) => (
              <SelectField
                aria-label={`Código del teléfono adicional ${i + 1}`}
                placeholder="Código"
                data={codes}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={e(`${p('phones')}.${i}.phone_code`)}
                w={110}
              />
            )}
          />
          <Controller
            control={control}
            name={`${p('phones')}.${i}.phone`}
            render={({ field }) => (
              <NumberField
                flex={1}
                aria-label={`Teléfono adicional ${i + 1}`}
                mode={{ kind: 'digits' }}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={e(`${p('phones')}.${i}.phone`)}
              />
            )}
          />
          <ActionIcon color="red" variant="subtle" onClick={() => phones.remove(i)} aria-label="Quitar teléfono">
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => phones.append({ phone_code: '', phone: '' } as never)}
        w="fit-content"
      >
        Agregar teléfono
      </Button>

      {withPassword && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label="Contraseña" withAsterisk={passwordRequired} autoComplete="new-password" {...register(p('password'))} error={e(p('password'))} />
          <PasswordInput
            label="Confirmar contraseña"
            withAsterisk={passwordRequired}
            autoComplete="new-password"
            {...register(p('password_confirmation'))}
            error={e(p('password_confirmation'))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
