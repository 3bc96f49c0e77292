// 'Editar Contribuyente' (/admin/users/clients/edit/{id}/{propertyId?}): the client part (password
// not required), or with propertyId that property alone; use, type and activity change only with
// edit-economic-activity. A retention asked for at registration shows above the client part, to
// confirm or refuse.
import { Center, Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { clientEditSchema, propertySchema } from '@aseo/shared/schemas';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import { useClient } from '../api/clients.ts';
import { useSaveClient } from '../api/save-client.ts';
import { useSaveClientProperty } from '../api/client-properties.ts';
import { RetentionRequestNotice } from '../components/RetentionRequestNotice.tsx';
import { CLIENTS_LIST, TaxpayerForm } from '../components/TaxpayerForm.tsx';
import { clientValues, propertyValues } from '../components/taxpayer-form.ts';

const clientPart = z.object({ client: clientEditSchema });
const propertyPart = z.object({ property: propertySchema });

export default function ClientEditScreen() {
  const params = useParams();
  const id = Number(params.id);
  const propertyId = params.propertyId ? Number(params.propertyId) : null;
  const { user } = useSession();
  const loaded = useClient(id, propertyId);
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

  if (propertyId && data.property) {
    const p = data.property;
    return (
      <TaxpayerForm
        key={`property-${p.id}`}
        schema={propertyPart}
        defaultValues={{ property: propertyValues(p) }}
        refs={data}
        property={{ lockClassification: !can(user, P.EDIT_ECONOMIC_ACTIVITY), note: `${p.code} · ${data.user.full_name} (${data.user.username})` }}
        submitLabel="Guardar"
        onSave={(v) => saveProperty.mutateAsync({ userId: id, property: { ...v.property, id: p.id } })}
      />
    );
  }
  const { retention, retention_request: request } = data.user;
  return (
    <>
      {request !== null && <RetentionRequestNotice clientId={id} request={request} />}
      <TaxpayerForm
        // a decision on the request changes the retention the form holds: it starts again from the saved one
        key={`client-${id}-${retention}-${request ?? 'none'}`}
        schema={clientPart}
        defaultValues={{ client: clientValues(data.user) }}
        refs={data}
        client={{ withPassword: true, passwordRequired: false, withNote: true }}
        submitLabel="Guardar"
        onSave={(v) => saveClient.mutateAsync({ kind: 'edit', id, client: v.client })}
      />
    </>
  );
}
