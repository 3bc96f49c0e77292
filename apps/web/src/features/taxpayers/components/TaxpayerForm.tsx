// The staff taxpayer form: the client part, the property part or both, checked by one schema.
// A successful save shows the server's message and goes back to 'Contribuyentes'; a refused one
// marks the fields the server names (lib/form.ts).
import { Button, Card, Divider, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import type { RegistrationReferences } from '../../references/index.ts';
import { ClientFields } from './ClientFields.tsx';
import { PropertyFields } from './PropertyFields.tsx';

export const CLIENTS_LIST = '/admin/users/clients';

type Props = {
  schema: unknown;
  defaultValues: FormValues;
  refs: RegistrationReferences | undefined;
  /** Shows the client part (values under `client`). */
  client?: { withPassword?: boolean; passwordRequired?: boolean; withNote?: boolean };
  /** Shows the property part (values under `property`). */
  property?: { lockClassification?: boolean; note?: ReactNode };
  submitLabel: string;
  /** Saves the checked values; rejects with the API's error (made quiet: the form shows it). */
  onSave: (values: FormValues) => Promise<{ message: string }>;
};

export function TaxpayerForm({ schema, defaultValues, refs, client, property, submitLabel, onSave }: Props) {
  const form = useForm<FormValues>({ resolver: schemaResolver(schema), defaultValues });
  const navigate = useNavigate();
  const part = { control: form.control, register: form.register, errors: form.formState.errors, refs };

  // the API names the client's fields flat ('document') and the property's under 'property.'
  const rename = (f: string) => (f.startsWith('property.') ? f : client ? `client.${f}` : `property.${f}`);
  const submit = form.handleSubmit(async (values) => {
    const res = await saveOrMark(form, () => onSave(values), { rename });
    if (!res) return;
    void showSuccess(res.message);
    navigate(CLIENTS_LIST);
  });

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        {client && (
          <>
            <Title order={2} size="h4" mb="xs">
              Datos del contribuyente
            </Title>
            <ClientFields
              {...part}
              prefix="client"
              withPassword={client.withPassword}
              passwordRequired={client.passwordRequired}
              withNote={client.withNote}
              allowProforma
            />
          </>
        )}
        {client && property && <Divider my="lg" />}
        {property && (
          <>
            <Title order={2} size="h4" mb="xs">
              Datos del inmueble
            </Title>
            {property.note && (
              <Text size="sm" c="dimmed" mb="xs">
                {property.note}
              </Text>
            )}
            <PropertyFields {...part} prefix="property" lockClassification={property.lockClassification} />
          </>
        )}
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
