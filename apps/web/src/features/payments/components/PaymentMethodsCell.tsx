// The 'Medio de pago' cell of 'Pagos': every voucher of the bill, one a line, its method and its bank
// reference ('Efectivo' / 'Transferencia 01234567') — a bill paid in cash plus a transfer is both.
import { Stack, Text } from '@mantine/core';
import type { BillRow } from '../api/payments.ts';

export function PaymentMethodsCell({ bill }: { bill: BillRow }) {
  if (!bill.details_new.length) return <>{bill.payment_method ?? ''}</>;
  return (
    <Stack gap={0} data-testid="payment-methods">
      {bill.details_new.map((v) => (
        <Text key={v.id} size="sm">
          {v.payment_method}
          {v.number && (
            <Text span size="sm" c="dimmed" ff="monospace">
              {' '}
              {v.number}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}
