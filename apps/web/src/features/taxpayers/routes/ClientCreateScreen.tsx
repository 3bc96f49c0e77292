// 'Crear Contribuyente' (staff): client part with contacts and note, and one property.
import { z } from 'zod';
import { clientCreateSchema, propertySchema } from '@aseo/shared/schemas';
import { LABELS } from '@aseo/shared/messages';
import { useRegistrationReferences } from '../../references/index.ts';
import { useSaveClient } from '../api/save-client.ts';
import { TaxpayerForm } from '../components/TaxpayerForm.tsx';
import { EMPTY_CLIENT, EMPTY_PROPERTY } from '../components/taxpayer-form.ts';

const schema = z.object({ client: clientCreateSchema, property: propertySchema });

export default function ClientCreateScreen() {
  const refs = useRegistrationReferences();
  const save = useSaveClient();
  return (
    <TaxpayerForm
      schema={schema}
      defaultValues={{ client: EMPTY_CLIENT, property: EMPTY_PROPERTY }}
      refs={refs.data}
      client={{ withPassword: true, withNote: true }}
      property={{}}
      submitLabel={LABELS.titles.createTaxpayer}
      onSave={(v) => save.mutateAsync({ kind: 'create', client: v.client, property: v.property })}
    />
  );
}
