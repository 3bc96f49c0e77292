// The staff home (docs/home.md "The staff home"): the day's accounts and properties, and the money
// the user's permissions let it open (StaffMoneyCards), all from ONE call (admin/home/get) that the
// `movements` event refreshes: a payment or a reconciliation anywhere shows here without reloading.
import type { ReactNode } from 'react';
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomeCheck, IconUserCheck, IconUserPlus, IconUsers, type Icon } from '@tabler/icons-react';
import { useSession } from '../../../lib/session.ts';
import { useIdentity } from '../../layout/index.ts';
import { useHomeFigures } from '../api/get-home.ts';
import { BackupNotice } from '../components/BackupNotice.tsx';
import { StaffMoneyCards } from '../components/StaffMoneyCards.tsx';
import { portalTime } from '../lib/portal-clock.ts';

function Figure({ label, value, icon: I, hint }: { label: string; value: ReactNode; icon: Icon; hint?: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <I size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export default function StaffHomeScreen() {
  const { user } = useSession();
  const { name } = useIdentity();
  const figures = useHomeFigures();
  const n = (v: number | undefined) => (v === undefined ? <Skeleton height={30} width={80} /> : v.toLocaleString('es-VE'));
  const d = figures.data;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2} size="h3">
          Hola, {user?.full_name || user?.name}
        </Title>
        <Text c="dimmed">{name}: así va el día.</Text>
      </div>
      {figures.isError && (
        <Alert color="red" title="No se pudieron leer las cifras">
          Intente de nuevo en unos minutos.
        </Alert>
      )}
      <section aria-labelledby="home-today">
        <Title order={2} size="h5" id="home-today" mb="xs">
          Contribuyentes e inmuebles
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Figure label="Contribuyentes" value={n(d?.taxpayers)} icon={IconUsers} />
          <Figure label="Registrados hoy" value={n(d?.registered_today)} icon={IconUserPlus} />
          <Figure label="Por verificar" value={n(d?.pending_verification)} icon={IconUserCheck} />
          <Figure label="Inmuebles activos" value={n(d?.active_properties)} icon={IconHomeCheck} />
        </SimpleGrid>
      </section>
      {d && <StaffMoneyCards d={d} />}
      {d?.backup && <BackupNotice backup={d.backup} />}
      <Text size="xs" c="dimmed">
        Cifras leídas a las {d ? portalTime(d.as_of) : '…'}
      </Text>
    </Stack>
  );
}
