// The last 30 days' money received as plain SVG bars (docs/home.md "The staff home"): no chart
// library. Screen readers get the figures as a visually hidden table; the drawing is a labelled
// image whose description names the total, the best day and today.
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { StaffHome } from '@aseo/shared/contracts';
import { formatBs, formatDate, formatDayMonth } from '@aseo/shared/format';
import { dec } from '@aseo/shared/money';

type Day = NonNullable<StaffHome['collections']>['days'][number];

const W = 600;
const H = 120;
const GAP = 4;

export function CollectionsChart({ days }: { days: Day[] }) {
  const id = useId();
  const total = days.reduce((a, d) => a.plus(d.received_bs), dec(0)).toFixed(2);
  const values = days.map((d) => dec(d.received_bs).toNumber());
  const top = Math.max(...values, 0);
  const best = days[values.indexOf(top)];
  const today = days.at(-1);
  const bar = W / Math.max(days.length, 1);
  const description = `${days.length} días, del ${formatDate(days[0]?.day ?? '')} al ${formatDate(today?.day ?? '')}: ${formatBs(total)} recibidos.${
    best && top > 0 ? ` El mejor día, ${formatDate(best.day)}: ${formatBs(best.received_bs)}.` : ''
  }${today ? ` Hoy: ${formatBs(today.received_bs)}.` : ''}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        data-testid="collections-chart"
      >
        <title id={`${id}-t`}>Recaudado por día, últimos {days.length} días</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke="var(--mantine-color-gray-5)" strokeWidth={1} />
        {days.map((d, i) => {
          const h = top > 0 ? Math.max((values[i]! / top) * (H - 8), values[i]! > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.day}
              x={i * bar + GAP / 2}
              y={H - 1 - h}
              width={Math.max(bar - GAP, 1)}
              height={h}
              rx={2}
              fill={i === days.length - 1 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-primary-color-light-color)'}
            >
              <title>{`${formatDate(d.day)}: ${formatBs(d.received_bs)} (${d.bills} facturas)`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4} aria-hidden>
        <Text size="xs" c="dimmed">
          {formatDayMonth(days[0]?.day ?? '')}
        </Text>
        <Text size="xs" c="dimmed">
          Hoy
        </Text>
      </Group>
      <VisuallyHidden>
        <Table>
          <caption>Recaudado por día (Bs.)</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Facturas</th>
              <th scope="col">Recibido</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day)}</th>
                <td>{d.bills}</td>
                <td>{formatBs(d.received_bs)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
