// 'Crear Contribuyente' (staff): client part with contacts and note, and one property.
import { Button, Card, Divider, Group, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { clientCreateSchema, propertySchema } from '@aseo/shared/schemas';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { schemaResolver, type FormValues } from '../../../lib/form.ts';
import { useRegistrationReferences } from '../../auth/api/references.ts';
import { useCreateClient } from '../api/clients.ts';
import { ClientFields } from '../components/ClientFields.tsx';
import { PropertyFields } from '../components/PropertyFields.tsx';

const schema = z.object({ client: clientCreateSchema, property: propertySchema });
const empty = {
  client: { name: '', lastname: '', username: '', document_type_id: '1', document: '', retention: 0, email: '', phone_code: '0414', phone: '', fiscal_address: '', note: '', emails: [], phones: [], password: '', password_confirmation: '' },
  property: { property_use_id: '', property_type_id: '', economic_activity_id: '', nic: '', catastral_id: '', license: '', zone: '', street: '', house_number: '', floor: '', size: '', reference: '', quantity_houses: '', date: '', owner: 1 },
};

export default function ClientCreateScreen() {
  const refs = useRegistrationReferences();
  const form = useForm<FormValues>({ resolver: schemaResolver(schema), defaultValues: empty });
  const create = useCreateClient();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    const res = await create.mutateAsync({ ...values.client, property: values.property }).catch(() => null);
    if (!res) return;
    await showSuccess(res.message);
    navigate('/admin/users/clients');
  });

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Title order={4} mb="xs">Datos del contribuyente</Title>
        <ClientFields control={form.control} register={form.register} errors={form.formState.errors} refs={refs.data} prefix="client" withPassword withNote allowProforma />
        <Divider my="lg" />
        <Title order={4} mb="xs">Datos del inmueble</Title>
        <PropertyFields control={form.control} register={form.register} errors={form.formState.errors} refs={refs.data} prefix="property" />
        <Group justify="flex-end" mt="lg"><Button type="submit" loading={create.isPending}>Crear Contribuyente</Button></Group>
      </form>
    </Card>
  );
}
