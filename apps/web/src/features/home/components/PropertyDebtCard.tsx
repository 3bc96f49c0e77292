// One property on the taxpayer's home: its code, type and address, what it owes today (the Bs figure
// of its statement, with the UCD), the months pending and overdue, the next due date, what waits en
// conciliación, and 'Pagar', which opens 'Realizar pago' on this property.
import type { ReactNode } from 'react';
import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatBsText, formatDate, formatUcdText, isZeroWire, pendingMonthsText } from '@aseo/shared/format';
import type { ClientHomeProperty } from '../api/get-client-home.ts';
import classes from './home.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

export function PropertyDebtCard({ p, mayPay }: { p: ClientHomeProperty; mayPay: boolean }) {
  const owes = !isZeroWire('Ucd', p.debt);
  // its agreement's quotas are debt too: paid at 'Realizar pago', tab 'Convenios'
  const quotas = p.agreement_quotas > 0;
  const waiting = p.reconciling_bills > 0;
  const titleId = `home-property-${p.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} data-testid="home-property" data-code={p.code}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={3} size="h4" id={titleId} className={classes.code}>
              {p.code}
            </Title>
            <Text size="sm" c="dimmed">
              {[p.type, p.use].filter(Boolean).join(' · ')}
            </Text>
            {p.address && <Text size="sm">{p.address}</Text>}
          </div>
          <Text component="span" size="sm" fw={600} className={classes.state} data-owes={owes || quotas || undefined}>
            {p.status !== 1 ? 'Desincorporado' : owes ? pendingMonthsText(p.pending_months) : quotas ? 'Con convenio de pago' : 'Al día'}
          </Text>
        </Group>
        <div>
          <Text size="xs" c="dimmed" fw={500}>
            Deuda a la fecha
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid="home-debt">
            {p.debt_bs === null ? formatUcdText(p.debt) : formatBsText(p.debt_bs)}
          </Text>
          <Text size="xs" c="dimmed">
            {p.debt_bs === null ? 'Sin tasa UCD vigente para convertir a Bs.' : formatUcdText(p.debt)}
          </Text>
        </div>
        <Box component="dl" className={classes.facts}>
          <Fact label="Meses vencidos">{p.overdue_months}</Fact>
          <Fact label="Próximo vencimiento">{p.next_due ? formatDate(p.next_due) : '—'}</Fact>
          {p.agreement_quotas > 0 && (
            <Fact label="Cuotas de convenio">
              {formatBsText(p.agreement_bs)} ({p.agreement_quotas} {p.agreement_quotas === 1 ? 'cuota' : 'cuotas'})
            </Fact>
          )}
          {waiting && (
            <Fact label="En conciliación">
              {formatBsText(p.reconciling_bs)} ({p.reconciling_bills} {p.reconciling_bills === 1 ? 'pago' : 'pagos'})
            </Fact>
          )}
        </Box>
        <Group justify="flex-end" mt="auto">
          {(owes || quotas) && mayPay ? (
            <Button component={Link} to={`/cash?property=${p.id}`} aria-label={`Pagar ${p.code}`}>
              Pagar
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {owes || quotas ? 'Pague en la caja de la alcaldía' : waiting ? 'Su pago está en revisión' : 'Nada por pagar'}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
