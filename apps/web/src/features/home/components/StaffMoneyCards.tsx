// The staff home's money (docs/home.md "The staff home"): what was received today and this month
// (by payment method and by service, as 'Ingresos' splits it), the last 30 days, and what waits for
// the office — the reconciliation queue, the overdue collection, agreements en mora, withholding
// vouchers missing, certificates issued. Each card links to its list with the filter applied; the
// API leaves out what the user may not open, and so does this.
import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconFileAlert,
  IconReceipt,
  IconScale,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CollectionPeriod, StaffHome } from '@aseo/shared/contracts';
import { formatBs, formatDate, formatUcd } from '@aseo/shared/format';
import { dec } from '@aseo/shared/money';
import { portalWhen } from '../lib/portal-clock.ts';
import { CollectionsChart } from './CollectionsChart.tsx';

const REPORTS = '/admin/reports';
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
const n = (v: number) => v.toLocaleString('es-VE');

/** A card: its title, a big figure, what explains it, and the link to its list. */
function MoneyCard(props: { title: string; icon: Icon; value: ReactNode; hint?: ReactNode; to: string; link: string; children?: ReactNode; tone?: string }) {
  const { title, icon: I, value, hint, to, link, children, tone } = props;
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              {title}
            </Text>
            <Text fz={24} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </Stack>
          <ThemeIcon variant="light" color={tone} size={40} radius="md" aria-hidden>
            <I size={22} />
          </ThemeIcon>
        </Group>
        {children}
        <Anchor component={Link} to={to} size="sm" mt="auto" fw={500}>
          {link}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Label … amount lines (by method, by service). */
function Lines({ label, rows }: { label: string; rows: { key: string; label: string; amount: string }[] }) {
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        Aún no se ha recibido dinero.
      </Text>
    );
  return (
    <Stack gap={2} component="dl" m={0} aria-label={label}>
      {rows.map((r) => (
        <Group key={r.key} justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm">
            {r.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} style={{ whiteSpace: 'nowrap' }}>
            {formatBs(r.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Collected({ title, period, icon, group }: { title: string; period: CollectionPeriod; icon: Icon; group: 'method' | 'service' }) {
  const rows =
    group === 'method'
      ? period.by_method.map((m) => ({ key: String(m.id), label: m.name, amount: m.amount_bs }))
      : period.by_service.map((s) => ({ key: s.key, label: s.label, amount: s.amount_bs }));
  return (
    <MoneyCard
      title={title}
      icon={icon}
      value={formatBs(period.received_bs)}
      hint={`${n(period.bills)} facturas · facturado ${formatBs(period.total_bs)} (${formatUcd(period.total_ucd)})`}
      to={`${REPORTS}/income-report${q({ since: period.since, until: period.until, group })}`}
      link={group === 'method' ? 'Ver ingresos de hoy por medio de pago' : 'Ver ingresos del mes por servicio'}
    >
      <Lines label={group === 'method' ? 'Por medio de pago' : 'Por servicio'} rows={rows} />
    </MoneyCard>
  );
}

export function StaffMoneyCards({ d }: { d: StaffHome }) {
  const c = d.collections;
  const s = d.summary;
  const pending = d.queue || d.certificates || s;
  return (
    <>
      {c && (
        <section aria-labelledby="home-money">
          <Title order={2} size="h5" id="home-money" mb="xs">
            Recaudación
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Collected title="Recaudado hoy" period={c.today} icon={IconCash} group="method" />
            <Collected title="Recaudado este mes" period={c.month} icon={IconCalendarStats} group="service" />
            <MoneyCard
              title="Últimos 30 días"
              icon={IconChartBar}
              value={formatBs(c.days.reduce((a, x) => a.plus(x.received_bs), dec(0)).toFixed(2))}
              hint="recibido en 30 días; cada barra, un día"
              to={`${REPORTS}/income-report${q({ since: c.days[0]!.day, until: d.today, group: 'day' })}`}
              link="Ver ingresos por día"
            >
              <CollectionsChart days={c.days} />
            </MoneyCard>
          </SimpleGrid>
        </section>
      )}
      {pending && (
        <section aria-labelledby="home-pending">
          <Title order={2} size="h5" id="home-pending" mb="xs">
            Por atender
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {d.queue && (
              <MoneyCard
                title="Pagos por conciliar"
                icon={IconReceipt}
                value={n(d.queue.count)}
                hint={`${formatBs(d.queue.amount_bs)}${d.queue.oldest ? ` · el más antiguo del ${formatDate(d.queue.oldest)}` : ''} · ${n(d.queue.claimed)} en revisión`}
                to={`/admin/payments${q({ status: '0' })}`}
                link="Ver pagos por conciliar"
              />
            )}
            {s && (
              <MoneyCard
                title="Cobranza vencida"
                icon={IconAlertTriangle}
                tone="orange"
                value={formatBs(s.overdue.bs)}
                hint={`${formatUcd(s.overdue.ucd)} · ${n(s.overdue.properties)} inmuebles de ${n(s.overdue.taxpayers)} contribuyentes`}
                to={`${REPORTS}/overdue-collection-report`}
                link="Ver cobranza vencida"
              />
            )}
            {s && (
              <MoneyCard
                title="Convenios en mora"
                icon={IconScale}
                tone="red"
                value={n(s.agreements.en_mora)}
                hint={`por cobrar ${formatBs(s.agreements.to_pay_bs)} · vencido ${formatBs(s.agreements.overdue_bs)}`}
                to={`${REPORTS}/report-agreements${q({ en_mora: 'yes' })}`}
                link="Ver convenios en mora"
              />
            )}
            {s && (
              <MoneyCard
                title="Retenciones sin comprobante"
                icon={IconFileAlert}
                value={n(s.retentions.missing)}
                hint={`IVA retenido ${formatBs(s.retentions.withheld_bs)}`}
                to={`${REPORTS}/retention-report${q({ section: 'missing' })}`}
                link="Ver facturas sin comprobante"
              />
            )}
            {d.certificates && (
              <MoneyCard
                title="Solvencias emitidas"
                icon={IconCertificate}
                value={`${n(d.certificates.today)} hoy`}
                hint={`${n(d.certificates.month)} este mes`}
                to="/admin/urban-cleaning-solvencies"
                link="Ver solvencias"
              />
            )}
          </SimpleGrid>
          {s && (
            <Text size="xs" c="dimmed" mt="xs">
              Cobranza vencida, convenios y retenciones calculados {portalWhen(s.computed_at, d.today)}; se recalculan cada pocos minutos.
            </Text>
          )}
        </section>
      )}
    </>
  );
}
