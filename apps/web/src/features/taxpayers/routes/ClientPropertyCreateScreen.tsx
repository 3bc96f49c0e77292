// 'Crear Propiedad' (/admin/users/clients/{id}/create-property/{propertyId?}): without propertyId
// the property part alone, added to the taxpayer; with it, a child property of that one and the
// whole form, the client part filled with the taxpayer's data (a new document makes a new taxpayer).
import { Center, Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { clientEditSchema, propertySchema } from '@aseo/shared/schemas';
import { useClient } from '../api/clients.ts';
import { useSaveClient } from '../api/save-client.ts';
import { useSaveClientProperty } from '../api/client-properties.ts';
import { CLIENTS_LIST, TaxpayerForm } from '../components/TaxpayerForm.tsx';
import { clientValues, EMPTY_PROPERTY } from '../components/taxpayer-form.ts';

const propertyPart = z.object({ property: propertySchema });
// password optional here: the server asks for it only when the document makes a new taxpayer
const wholeForm = z.object({ client: clientEditSchema, property: propertySchema });

export default function ClientPropertyCreateScreen() {
  const params = useParams();
  const id = Number(params.id);
  const parentId = params.propertyId ? Number(params.propertyId) : null;
  const loaded = useClient(id, parentId);
  const saveClient = useSaveClient();
  const saveProperty = useSaveClientProperty();

  if (loaded.isError) return <Navigate to={CLIENTS_LIST} replace />;
  const data = loaded.data;
  if (!data)
    return (
      <Center h="40vh">
        <Loader />
      </Center>
    );
  const owner = `${data.user.full_name} (${data.user.username})`;

  if (parentId && data.property) {
    return (
      <TaxpayerForm
        key={`child-${parentId}`}
        schema={wholeForm}
        defaultValues={{ client: clientValues(data.user), property: { ...EMPTY_PROPERTY, parent_id: parentId } }}
        refs={data}
        client={{ withPassword: true, passwordRequired: false, withNote: true }}
        property={{ note: `Propiedad hija de ${data.property.code}` }}
        submitLabel="Guardar"
        onSave={(v) => saveClient.mutateAsync({ kind: 'child', userId: id, parentId, client: v.client, property: v.property })}
      />
    );
  }
  return (
    <TaxpayerForm
      key={`property-${id}`}
      schema={propertyPart}
      defaultValues={{ property: EMPTY_PROPERTY }}
      refs={data}
      property={{ note: owner }}
      submitLabel="Guardar"
      onSave={(v) => saveProperty.mutateAsync({ userId: id, property: v.property })}
    />
  );
}
