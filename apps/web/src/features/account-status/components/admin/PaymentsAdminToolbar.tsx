// The staff buttons above the statement of 'Pagos Pendientes': 'Calcular', 'Eliminar todas las
// multas' and 'Enviar estado de cuenta', each with its permission.
import { Button, Group } from '@mantine/core';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { can } from '@aseo/shared/policy';
import { useSession } from '../../../../lib/session.ts';
import { useRecordFlows } from './use-record-actions.ts';

export function PaymentsAdminToolbar({ propertyId }: { propertyId: number }) {
  const { user } = useSession();
  const flows = useRecordFlows();
  return (
    <Group gap="xs">
      {can(user, P.CALCULATE_ACCOUNT_RECORD) && (
        <Button variant="default" onClick={() => void flows.calculate(propertyId)}>
          Calcular
        </Button>
      )}
      {can(user, P.ACCOUNT_RECORD_FINES_DELETE) && (
        <Button variant="default" color="red" onClick={() => void flows.removeAllFines(propertyId)}>
          Eliminar todas las multas
        </Button>
      )}
      {can(user, P.MAIL_ACCOUNT_RECORD) && (
        <Button variant="default" onClick={() => void flows.sendMail(propertyId)}>
          Enviar estado de cuenta
        </Button>
      )}
    </Group>
  );
}
