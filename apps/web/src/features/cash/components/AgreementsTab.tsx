// 'Convenios' of the old desk and of the taxpayer's 'Realizar pago' (shown only when no invoice is
// pending, 001 "Old cash desk"): the property's active agreements, each with its next quota ('Cuota
// k/N', its date, its amount in Bs at the card's rate); the one chosen, its receipts and 'Enviar
// Pago'. Quotas are paid in order: the server takes the agreement's next pending quota.
import { Button, Card, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { formatBs, formatDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { rate, ucd, ucdToBs } from '@aseo/shared/money';
import { errorText } from '../../../lib/api.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useDeskAgreements, useFinishAgreement, type DeskBill, type DeskCardData, type DeskChoices, type DeskQuota } from '../api/cash.ts';
import { composeDesk, paymentBody, quotaItem } from '../lib/desk-bill.ts';
import { useDesk } from '../lib/use-desk.ts';
import { BillSummary } from './BillSummary.tsx';
import { VoucherModal } from './VoucherModal.tsx';
import { VouchersTable } from './VouchersTable.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Props = { propertyId: number; card: DeskCardData; own: boolean; choices: DeskChoices | undefined; onPaid: (b: DeskBill) => void };
type Due = { id: number; number: string; next: DeskQuota; of: number };

/** Each agreement with a quota to pay: its next pending quota (lowest position) and how many it has. */
function dueQuotas(agreements: readonly { id: number; number: string; quantity_quotas: number; quotas: readonly DeskQuota[] }[]): Due[] {
  return agreements.flatMap((a) => {
    const next = a.quotas.filter((q) => q.status === 1).sort((x, y) => x.position - y.position)[0];
    return next ? [{ id: a.id, number: a.number, next, of: a.quantity_quotas }] : [];
  });
}

export function AgreementsTab({ propertyId, card, own, choices, onPaid }: Props) {
  const agreements = useDeskAgreements(propertyId, own, true);
  const finish = useFinishAgreement(own);
  const desk = useDesk();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useMemo(() => dueQuotas(agreements.data?.agreements ?? []), [agreements.data]);
  // one agreement to pay: it is the one chosen
  useEffect(() => {
    if (list.length === 1 && !chosen) setChosen(String(list[0]!.id));
  }, [list, chosen]);
  const due = list.find((a) => String(a.id) === chosen);
  const items = useMemo(() => (due ? [quotaItem(due.next, due.number, due.of)] : []), [due]);
  const bill = composeDesk(card, items, desk.vouchers, false, own);
  const amountBs = (q: DeskQuota) => formatBs(ucdToBs(ucd(q.total), rate(card.conversion_petro)));

  const send = async () => {
    if (!due) return;
    if (!desk.vouchers.length) return void showError(MSG.cash.receiptRequired);
    if (!(await confirm(MSG.cash.confirmPay))) return;
    const { receipts, files } = paymentBody(items, desk.vouchers);
    try {
      const res = await finish.mutateAsync({ agreement_id: due.id, receipts, request_key: desk.requestKey, files });
      void showSuccess(MSG.cash.receiptGenerated);
      onPaid(res.bill);
      desk.clear();
      setChosen(null);
      void agreements.refetch();
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
      void agreements.refetch();
    }
  };

  if (agreements.isPending) return null;
  if (!list.length) return <Text c="dimmed">{MSG.cash.noAgreementQuotas}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack>
        <Card withBorder component="section" aria-label="Cuotas de convenio por pagar">
          <Title order={2} size="h4" mb="xs">
            Cuotas de convenio por pagar
          </Title>
          <Radio.Group value={chosen} onChange={setChosen} aria-label="Convenio a pagar">
            <Table striped fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs" aria-label="Cuotas de convenio por pagar">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pagar</Table.Th>
                  <Table.Th>Convenio</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((a) => (
                  <Table.Tr key={a.id} data-testid="agreement-quota">
                    <Table.Td>
                      <Radio value={String(a.id)} aria-label={`Pagar convenio ${a.number} cuota ${a.next.position}/${a.of}`} />
                    </Table.Td>
                    <Table.Td>
                      <Text inherit fw={600}>
                        {a.number}
                      </Text>
                      <Text inherit c="dimmed">
                        Cuota {a.next.position}/{a.of} · {formatDate(a.next.date)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {amountBs(a.next)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Radio.Group>
        </Card>
        <Card withBorder>
          <VouchersTable
            title="Recibos"
            vouchers={desk.vouchers}
            choices={choices}
            onAdd={() => setAdding(true)}
            onRemove={desk.removeVoucher}
            disabled={!due}
          />
        </Card>
      </Stack>
      <Stack>
        <BillSummary bill={bill} card={card} />
        <Group justify="flex-end">
          <Button onClick={() => void send()} disabled={!due || !bill.missing.isZero()} loading={finish.isPending}>
            Enviar Pago
          </Button>
        </Group>
      </Stack>
      <VoucherModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={desk.addVoucher}
        choices={choices}
        suggested={bill.missing.isZero() ? '' : bill.missing.toFixed(2)}
        context={own ? 'upload' : 'desk'}
        existing={desk.vouchers}
      />
    </SimpleGrid>
  );
}
