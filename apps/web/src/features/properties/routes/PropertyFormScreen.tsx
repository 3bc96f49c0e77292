// Create or edit one of the taxpayer's properties; on edit use, type and activity are locked.
import { Button, Card, Center, Group, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { propertySchema } from '@aseo/shared/schemas';
import { z } from 'zod';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark, schemaResolver, type FormValues } from '../../../lib/form.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { EMPTY_PROPERTY, PropertyFields } from '../../taxpayers/index.ts';
import { useProperty, useSaveProperty } from '../api/properties.ts';

const formSchema = z.object({ property: propertySchema });
const blank = EMPTY_PROPERTY;

export default function PropertyFormScreen() {
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  const existing = useProperty(editing);
  const refs = useRegistrationReferences();
  const save = useSaveProperty();
  const navigate = useNavigate();
  const form = useForm<FormValues>({ resolver: schemaResolver(formSchema), defaultValues: { property: blank } });

  useEffect(() => {
    const p = existing.data;
    if (!p) return;
    const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    form.reset({
      property: { ...blank, ...Object.fromEntries(Object.keys(blank).map((k) => [k, text((p as Record<string, unknown>)[k])])), owner: p.owner, id: p.id },
    });
  }, [existing.data, form]);

  if (editing && existing.isError) return <Navigate to="/properties" replace />;
  if (editing && !existing.data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );

  const submit = form.handleSubmit(async (values) => {
    const property = { ...values.property, ...(editing ? { id: editing } : {}) };
    const res = await saveOrMark(form, () => save.mutateAsync(property), { rename: (f) => (f.startsWith('property.') ? f : `property.${f}`) });
    if (!res) return;
    void showSuccess(res.message);
    navigate('/properties');
  });

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <PropertyFields
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
          refs={refs.data}
          prefix="property"
          lockClassification={Boolean(editing)}
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
