// 'Crear Contribuyente' for visitors: the combined client + property form.
import { Anchor, Button, Divider, Group, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@aseo/shared/messages';
import { registerSchema } from '@aseo/shared/schemas';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { ClientFields, EMPTY_PROPERTY, PropertyFields } from '../../taxpayers/index.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from './AuthCard.tsx';

const empty = {
  client: {
    name: '',
    lastname: '',
    username: '',
    document_type_id: '1',
    document: '',
    retention: 0,
    email: '',
    phone_code: '0414',
    phone: '',
    fiscal_address: '',
    emails: [] as string[],
    phones: [] as { phone_code: string; phone: string }[],
    password: '',
    password_confirmation: '',
  },
  property: EMPTY_PROPERTY,
};

export default function RegisterScreen() {
  const refs = useRegistrationReferences();
  const form = useForm<FormValues>({ resolver: schemaResolver(registerSchema), defaultValues: empty as FormValues, mode: 'onSubmit' });
  const register = useRegister();
  const navigate = useNavigate();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const v = values as unknown as typeof empty;
    const { emails, phones, ...client } = v.client;
    // the API names the client's fields flat ('document') and the property's under 'property.'
    const rename = (f: string) => (f.startsWith('property.') ? f : `client.${f}`);
    const res = await saveOrMark(form, () => register.mutateAsync({ ...client, emails, phones, property: v.property }), { rename });
    if (!res) return;
    await showSuccess(res.message ?? MSG.auth.userCreated);
    // spec 000 'Register': then the admin client list; its guard sends a visitor on to /login
    navigate('/admin/users/clients', { replace: true });
  });

  return (
    <AuthCard title="Crear Contribuyente" width={900}>
      <form onSubmit={submit} noValidate>
        <Title order={2} size="h4" mb="xs">
          Datos del contribuyente
        </Title>
        <ClientFields control={form.control} register={form.register} errors={errors} refs={refs.data} prefix="client" withPassword retentionMode="request" />
        <Divider my="lg" />
        <Title order={2} size="h4" mb="xs">
          Datos del inmueble
        </Title>
        <PropertyFields control={form.control} register={form.register} errors={errors} refs={refs.data} prefix="property" />
        <Group justify="space-between" mt="lg">
          <Anchor component={Link} to="/login" size="sm">
            Ya tengo cuenta
          </Anchor>
          <Button type="submit" loading={register.isPending}>
            Crear Contribuyente
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
