// 'Mis Datos' for taxpayers: the client form, account and retention read-only (retention is staff's
// to set: it is shown, with a request still pending, and never sent back).
import { Button, Card, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { profileClientSchema } from '@aseo/shared/schemas';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { useSession } from '../../../lib/session.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { ClientFields } from '../../taxpayers/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateClientProfile } from '../api/update-client-profile.ts';

export default function ClientProfileScreen() {
  const { user } = useSession();
  const profile = useProfile(user?.id);
  const refs = useRegistrationReferences();
  const save = useUpdateClientProfile();
  const form = useForm<FormValues>({ resolver: schemaResolver(profileClientSchema), defaultValues: { emails: [], phones: [] } });

  useEffect(() => {
    const u = profile.data;
    if (!u) return;
    form.reset({
      name: u.name,
      lastname: u.lastname ?? '',
      username: u.username,
      document_type_id: String(u.document_type_id ?? ''),
      document: u.document ?? '',
      retention: u.retention,
      email: u.email,
      phone_code: u.phone_code ?? '',
      phone: u.phone ?? '',
      fiscal_address: u.fiscal_address ?? '',
      note: u.note ?? '',
      emails: u.emails.map((e) => e.email),
      phones: u.phones.map((p) => ({ phone_code: p.phone_code ?? '', phone: p.phone })),
    });
  }, [profile.data, form]);

  const submit = form.handleSubmit(async (values) => {
    const { retention: _staffs, ...rest } = values as Record<string, unknown>;
    const res = await saveOrMark(form, () => save.mutateAsync(rest));
    if (res) void showSuccess(res.message);
  });

  return (
    <Card withBorder maw={900}>
      <form onSubmit={submit} noValidate>
        <ClientFields
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
          refs={refs.data}
          usernameReadOnly
          retentionMode="readOnly"
          retentionRequest={profile.data?.retention_request ?? null}
        />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </form>
    </Card>
  );
}
