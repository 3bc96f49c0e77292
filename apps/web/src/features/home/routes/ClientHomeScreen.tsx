// The taxpayer's home ('Bienvenido', /welcome; docs/home.md): what the account owes today, property by
// property (the same Bs figure as 'Estado de Cuenta', the statement and the desk), when the next month
// falls due, 'Pagar' on each property that owes, and the payments in review or rejected with why.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LEVELS, PERMISSIONS as P } from '@aseo/shared/constants';
import { formatBsText, formatDate, formatUcdText, isZeroWire } from '@aseo/shared/format';
import { can } from '@aseo/shared/policy';
import { useSession } from '../../../lib/session.ts';
import { useClientHome } from '../api/get-client-home.ts';
import { HomePayments } from '../components/HomePayments.tsx';
import { PropertyDebtCard } from '../components/PropertyDebtCard.tsx';

function Figure({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.25} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export default function ClientHomeScreen() {
  const { user } = useSession();
  const home = useClientHome();
  const d = home.data;
  // a moderator acting for a taxpayer reaches 'Realizar pago' only with view-cash (the route's guard)
  const mayPay = !!user && (user.level_id !== LEVELS.MODERATOR || can(user, P.VIEW_CASH));
  const wait = <Skeleton height={28} width={120} />;
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={2} size="h3">
          Bienvenido, {user?.full_name || user?.name}
        </Title>
        <Text c="dimmed">{d ? `Así está su cuenta hoy, ${formatDate(d.as_of)}.` : 'Leyendo su cuenta…'}</Text>
      </div>
      {home.isError && (
        <Alert color="red" title="No se pudo leer su cuenta">
          Intente de nuevo en unos minutos.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure
          label="Deuda total"
          testId="home-total-debt"
          value={d ? (d.totals.debt_bs === null ? formatUcdText(d.totals.debt) : formatBsText(d.totals.debt_bs)) : wait}
          hint={
            d && d.totals.debt_bs !== null
              ? [
                  formatUcdText(d.totals.debt),
                  ...(isZeroWire('Bs', d.totals.agreement_bs) ? [] : [`+ ${formatBsText(d.totals.agreement_bs)} en cuotas de convenio`]),
                ].join(' · ')
              : undefined
          }
        />
        <Figure label="Inmuebles" value={d ? d.properties_total : wait} hint={d ? `${d.totals.with_debt} con deuda` : undefined} />
        <Figure
          label="En conciliación"
          value={d ? formatBsText(d.totals.reconciling_bs) : wait}
          hint={d ? `${d.in_review_total} ${d.in_review_total === 1 ? 'pago en revisión' : 'pagos en revisión'}` : undefined}
        />
        <Figure label="Pagos reversados" value={d ? d.rejected_total : wait} hint={d ? `Últimos ${d.rejected_days} días` : undefined} />
      </SimpleGrid>
      <section aria-labelledby="home-properties">
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} size="h4" id="home-properties">
            Sus inmuebles
          </Title>
          <Button component={Link} to="/account-status" variant="subtle" size="compact-sm">
            Ver Estado de Cuenta
          </Button>
        </Group>
        {!d ? (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
            <Skeleton height={260} />
            <Skeleton height={260} />
          </SimpleGrid>
        ) : d.properties.length === 0 ? (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>Aún no tiene inmuebles registrados. Registre uno para ver lo que debe y pagar en línea.</Text>
              <Button component={Link} to="/properties/create">
                Registrar inmueble
              </Button>
            </Stack>
          </Card>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
              {d.properties.map((p) => (
                <PropertyDebtCard key={p.id} p={p} mayPay={mayPay} />
              ))}
            </SimpleGrid>
            {d.properties_total > d.properties.length && (
              <Text size="sm" c="dimmed" mt="xs">
                Se muestran {d.properties.length} de {d.properties_total} inmuebles: vea todos en Estado de Cuenta.
              </Text>
            )}
          </>
        )}
      </section>
      {d && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HomePayments
            id="home-in-review"
            title="Pagos en revisión"
            payments={d.in_review}
            total={d.in_review_total}
            empty="No tiene pagos por conciliar."
            mayPay={mayPay}
          />
          <HomePayments
            id="home-rejected"
            title="Pagos reversados"
            payments={d.rejected}
            total={d.rejected_total}
            empty={`No tiene pagos reversados en los últimos ${d.rejected_days} días.`}
            rejected
            mayPay={mayPay}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        Un mes vence el último día del mes; desde el día siguiente genera intereses de mora.
      </Text>
    </Stack>
  );
}
