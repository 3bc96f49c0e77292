// What staff check before reconciling (the 'Conciliar' dialog): the bill's total and what was declared,
// then every voucher of the bill — method, bank, reference, date, declared amount — beside its image or
// PDF, so the bank's record can be compared without downloading anything.
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatBs, formatDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { errorText } from '../../../lib/api.ts';
import { useBillVouchers, type BillRow } from '../api/payments.ts';
import { VoucherPreview } from './VoucherPreview.tsx';

type Voucher = NonNullable<ReturnType<typeof useBillVouchers>['data']>['bill']['vouchers'][number];

/** 'Comprobante Transferencia 01234567' — the name of a voucher's image or PDF. */
export const voucherLabel = (v: Pick<Voucher, 'payment_method' | 'number' | 'id'>) => `Comprobante ${v.payment_method} ${v.number ?? v.id}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function ReconcileVouchers({ bill }: { bill: BillRow }) {
  const q = useBillVouchers(bill.id);
  const vouchers = q.data?.bill.vouchers ?? [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
        <Fact label="Contribuyente">{bill.user.full_name}</Fact>
        <Fact label="Inmueble">{bill.property?.code ?? '—'}</Fact>
        <Fact label="Total a pagar">{formatBs(bs(bill.due_bs))}</Fact>
        <Fact label="Monto declarado">{formatBs(bs(q.data?.bill.amount_paid ?? bill.amount_paid))}</Fact>
      </SimpleGrid>
      <Title order={3} size="h5">
        {q.data ? `Comprobantes de pago (${vouchers.length})` : 'Comprobantes de pago'}
      </Title>
      {q.isPending && <Loader size="sm" aria-label="Cargando los comprobantes" />}
      {q.isError && (
        <Text size="sm" c="red.8">
          {errorText(q.error) ?? MSG.common.connection}
        </Text>
      )}
      {q.data && !vouchers.length && (
        <Text size="sm" c="dimmed">
          Este pago no tiene comprobantes.
        </Text>
      )}
      {vouchers.map((v) => (
        <Card key={v.id} withBorder padding="sm" component="section" aria-label={voucherLabel(v)} data-testid="reconcile-voucher">
          <SimpleGrid cols={{ base: 1, sm: v.file ? 2 : 1 }} spacing="sm">
            <SimpleGrid cols={v.file ? 2 : { base: 2, sm: 5 }} spacing="xs" component="dl" m={0} style={{ alignContent: 'start' }}>
              <Fact label="Medio de pago">{v.payment_method}</Fact>
              <Fact label="Monto declarado">{formatBs(bs(v.amount_paid))}</Fact>
              <Fact label="Banco">{v.bank ?? '—'}</Fact>
              <Fact label="Referencia">{v.number ?? '—'}</Fact>
              <Fact label="Fecha">{v.date ? formatDate(v.date) : '—'}</Fact>
            </SimpleGrid>
            {v.file ? (
              <VoucherPreview id={v.id} label={voucherLabel(v)} />
            ) : (
              <Text size="sm" c="dimmed">
                Sin archivo adjunto
              </Text>
            )}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
