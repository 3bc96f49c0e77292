// 'Crear Administrador' and 'Editar usuario': the administrator's data, its role and the
// permission matrix. Reached only by the admin level (route adminOnly); back to the list on save.
import { Button, Card, Center, Divider, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { LEVELS } from '@aseo/shared/constants';
import { LABELS, MSG } from '@aseo/shared/messages';
import { limitDocument, moderatorCreateSchema, moderatorEditSchema } from '@aseo/shared/schemas';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { useSession } from '../../../lib/session.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { useModerator } from '../api/get-moderator.ts';
import { useModules } from '../api/get-modules.ts';
import { useRoles } from '../api/get-roles.ts';
import { useSaveModerator } from '../api/save-moderator.ts';
import { PermissionMatrix } from '../components/PermissionMatrix.tsx';

const EMPTY: FormValues = {
  name: '',
  lastname: '',
  username: '',
  email: '',
  phone_code: '0414',
  phone: '',
  document_type_id: '1',
  document: '',
  box: '',
  role_id: String(LEVELS.MODERATOR),
  password: '',
  password_confirmation: '',
  permissions: [],
};

/** Keyed by the id so going from one form to another never keeps the previous values. */
export default function ModeratorFormScreen() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  return <ModeratorForm key={id ?? 'new'} id={id} />;
}

function ModeratorForm({ id }: { id: number | null }) {
  const { user: me } = useSession();
  const navigate = useNavigate();
  const refs = useRegistrationReferences();
  const modules = useModules();
  const roles = useRoles();
  const existing = useModerator(id);
  const save = useSaveModerator();
  const schema = useMemo(() => (id ? moderatorEditSchema : moderatorCreateSchema), [id]);
  const form = useForm<FormValues>({ resolver: schemaResolver(schema), defaultValues: EMPTY });
  const e = (name: string) => form.formState.errors[name]?.message as string | undefined;
  const docType = useWatch({ control: form.control, name: 'document_type_id' });

  const loaded = existing.data?.user;
  useEffect(() => {
    if (!loaded) return;
    form.reset({
      ...EMPTY,
      ...Object.fromEntries(
        ['name', 'lastname', 'username', 'email', 'phone_code', 'phone', 'document', 'box'].map((k) => [k, (loaded as Record<string, unknown>)[k] ?? '']),
      ),
      document_type_id: String(loaded.document_type_id ?? 1),
      role_id: String(loaded.role_id),
      permissions: loaded.permissions.map((p) => p.code),
    });
  }, [loaded, form]);

  const submit = form.handleSubmit(async (values) => {
    const res = await saveOrMark(form, () => save.mutateAsync({ id: id ?? undefined, values, modules: modules.data ?? [] }), {
      rename: (f) => (f === 'modules' ? 'permissions' : f),
    });
    if (!res) return;
    void showSuccess(res.message);
    navigate('/admin/users/moderators');
  });

  if (!modules.data || (id && !loaded))
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const codes = (refs.data?.codes ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="Nombre" withAsterisk {...form.register('name')} error={e('name')} />
            <TextInput label="Apellido" {...form.register('lastname')} error={e('lastname')} />
            <TextInput label="Cuenta" withAsterisk autoComplete="off" {...form.register('username')} error={e('username')} />
            <TextInput label="Correo electrónico" withAsterisk {...form.register('email')} error={e('email')} />
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Controller
                control={form.control}
                name="document_type_id"
                render={({ field }) => (
                  <SelectField
                    label="Tipo de documento"
                    searchable={false}
                    data={(refs.data?.document_types ?? []).map((d) => ({ value: String(d.id), label: d.prefix }))}
                    value={field.value ? String(field.value) : null}
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
                    inputMode="numeric"
                    value={field.value ?? ''}
                    error={e('document')}
                    onChange={(ev) => field.onChange(limitDocument(docType, ev.currentTarget.value))}
                  />
                )}
              />
            </Group>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Controller
                control={form.control}
                name="phone_code"
                render={({ field }) => (
                  <SelectField label="Código" data={codes} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} w={110} />
                )}
              />
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <NumberField flex={1} label="Teléfono" mode={{ kind: 'digits' }} value={field.value ?? ''} onChange={field.onChange} error={e('phone')} />
                )}
              />
            </Group>
            <TextInput label="Caja" {...form.register('box')} error={e('box')} />
            <Controller
              control={form.control}
              name="role_id"
              render={({ field }) => (
                <SelectField
                  label="Rol"
                  searchable={false}
                  disabled={id === me?.id}
                  data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={e('role_id')}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label="Contraseña" withAsterisk={!id} autoComplete="new-password" {...form.register('password')} error={e('password')} />
            <PasswordInput
              label="Confirmar contraseña"
              withAsterisk={!id}
              autoComplete="new-password"
              {...form.register('password_confirmation')}
              error={e('password_confirmation')}
            />
          </SimpleGrid>
          {id && (
            <Text size="xs" c="dimmed">
              {MSG.moderators.keepPassword}
            </Text>
          )}
          <Divider my="xs" />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => <PermissionMatrix modules={modules.data} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />}
          />
          {e('permissions') && (
            <Text c="red" size="sm">
              {e('permissions')}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => navigate('/admin/users/moderators')}>
              {MSG.common.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {id ? 'Guardar' : LABELS.titles.createAdministrator}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
