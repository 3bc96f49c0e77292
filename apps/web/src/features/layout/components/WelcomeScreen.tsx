import { Card, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session.ts';

export default function WelcomeScreen() {
  const { user } = useSession();
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
