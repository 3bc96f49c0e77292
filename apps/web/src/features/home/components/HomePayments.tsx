// The taxpayer's payments that still need an outcome or its attention: 'Pagos en revisión' (por
// conciliar) and 'Pagos reversados' (the last days, with the reason staff gave and a way to pay
// again). A plain list of cards: it reads the same at 1366 px and at 390 px.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatBsText, formatInstantDate } from '@aseo/shared/format';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import type { ClientHomePayment } from '../api/get-client-home.ts';
import classes from './home.module.css';

type Props = {
  id: string;
  title: string;
  payments: ClientHomePayment[];
  total: number;
  empty: string;
  /** Rejected payments: the reason and 'Pagar de nuevo' */
  rejected?: boolean;
  mayPay: boolean;
};

function PaymentItem({ b, rejected, mayPay }: { b: ClientHomePayment; rejected?: boolean; mayPay: boolean }) {
  const name = b.number_format || `ID ${b.id}`;
  return (
    <Card withBorder padding="sm" component="li" data-testid={rejected ? 'home-rejected' : 'home-in-review'}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {name}
            {b.property && (
              <Text component="span" c="dimmed" fw={400}>
                {' '}
                · {b.property.code}
              </Text>
            )}
          </Text>
          <StatusBadge kind="bill" status={b.status} label={b.status_text} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {rejected && b.rejected_at ? `Reversado el ${formatInstantDate(b.rejected_at)}` : `Enviado el ${formatInstantDate(b.created_at)}`}
          </Text>
          <Text size="sm" fw={600} className={classes.amount}>
            {formatBsText(b.amount_paid)}
          </Text>
        </Group>
        {rejected && (
          <>
            <Text size="sm">
              <Text component="span" fw={600}>
                Motivo:
              </Text>{' '}
              {b.reject_comments?.trim() || 'No se indicó el motivo'}
            </Text>
            {b.property && mayPay && (
              <Group justify="flex-end">
                <Button component={Link} to={`/cash?property=${b.property.id}`} variant="light" size="xs" aria-label={`Pagar de nuevo ${b.property.code}`}>
                  Pagar de nuevo
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

export function HomePayments({ id, title, payments, total, empty, rejected, mayPay }: Props) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4" id={id}>
          {title} ({total})
        </Title>
        {total > payments.length && (
          <Text size="sm" c="dimmed">
            Se muestran los {payments.length} más recientes
          </Text>
        )}
      </Group>
      {payments.length ? (
        <ul className={classes.list}>
          {payments.map((b) => (
            <PaymentItem key={b.id} b={b} rejected={rejected} mayPay={mayPay} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </section>
  );
}
