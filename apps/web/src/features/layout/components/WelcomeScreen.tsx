import { Card, Stack, Text, Title } from '@mantine/core';
import { actsAsClient } from '@aseo/shared/policy';
import { useSession } from '../../../lib/session.ts';
import { StaffHomeScreen } from '../../home/index.ts';

/** '/welcome': the taxpayer's welcome; staff (sent here by a guard) get their home with today's figures. */
export default function WelcomeScreen() {
  const { user } = useSession();
  if (user && !actsAsClient(user)) return <StaffHomeScreen />;
  return (
    <Card withBorder padding="xl" maw={720}>
      <Stack>
        <Title order={2}>Bienvenido, {user?.full_name || user?.name}</Title>
        <Text>
          Portal de cobro de la tasa de aseo urbano del municipio. Use el menú para consultar su estado de cuenta, registrar pagos y gestionar sus inmuebles.
        </Text>
      </Stack>
    </Card>
  );
}
