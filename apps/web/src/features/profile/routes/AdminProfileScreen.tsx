// 'Mis Datos' for staff: the simple variant.
import { Button, Card, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { limitDocument, profileSimpleSchema } from '@aseo/shared/schemas';
import { SelectField } from '../../../components/SelectField.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { useSession } from '../../../lib/session.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export default function AdminProfileScreen() {
  const { user } = useSession();
  const profile = useProfile(user?.id);
  const refs = useRegistrationReferences();
  const save = useUpdateProfile();
  const form = useForm<FormValues>({
    resolver: schemaResolver(profileSimpleSchema),
    defaultValues: { name: '', lastname: '', username: '', document_type_id: '', document: '', email: '', phone: '' },
  });
  const errors = form.formState.errors as Record<string, { message?: string }>;
  const docType = form.watch('document_type_id') as string;

  useEffect(() => {
    const u = profile.data;
    if (u)
      form.reset({
        name: u.name,
        lastname: u.lastname ?? '',
        username: u.username,
        document_type_id: u.document_type_id ? String(u.document_type_id) : '',
        document: u.document ?? '',
        email: u.email,
        phone: u.phone ?? '',
      });
  }, [profile.data, form]);

  const submit = form.handleSubmit(async (values) => {
    const res = await saveOrMark(form, () => save.mutateAsync(values as Record<string, unknown>));
    if (res) void showSuccess(res.message);
  });

  return (
    <Card withBorder maw={800}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" withAsterisk {...form.register('name')} error={errors.name?.message} />
          <TextInput label="Apellido" {...form.register('lastname')} />
          <TextInput label="Cuenta" withAsterisk {...form.register('username')} error={errors.username?.message} />
          <TextInput label="Correo electrónico" withAsterisk {...form.register('email')} error={errors.email?.message} />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Controller
              control={form.control}
              name="document_type_id"
              render={({ field }) => (
                <SelectField
                  label="Tipo de documento"
                  data={(refs.data?.document_types ?? []).map((d) => ({ value: String(d.id), label: d.prefix }))}
                  value={(field.value as string) || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  w={170}
                />
              )}
            />
            <Controller
              control={form.control}
              name="document"
              render={({ field }) => (
                <TextInput
                  flex={1}
                  label="Documento"
                  value={(field.value as string) ?? ''}
                  onChange={(e) => field.onChange(limitDocument(docType, e.currentTarget.value))}
                  error={errors.document?.message}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <NumberField
                label="Teléfono"
                mode={{ kind: 'digits' }}
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                error={errors.phone?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </form>
    </Card>
  );
}
