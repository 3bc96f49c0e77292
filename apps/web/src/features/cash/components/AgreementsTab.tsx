// 'Convenios' of the old desk (shown only when no invoice is pending): the next quota of an active
// agreement, its receipts and 'Enviar Pago'; quotas are paid in order.
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MSG } from '@aseo/shared/messages';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useDeskAgreements, useFinishAgreement, type DeskBill, type DeskCardData, type DeskChoices } from '../api/cash.ts';
import { composeDesk, paymentBody, quotaItem } from '../lib/desk-bill.ts';
import { useDesk } from '../lib/use-desk.ts';
import { BillSummary } from './BillSummary.tsx';
import { VoucherModal } from './VoucherModal.tsx';
import { VouchersTable } from './VouchersTable.tsx';

type Props = { propertyId: number; card: DeskCardData; own: boolean; choices: DeskChoices | undefined; onPaid: (b: DeskBill) => void };

export function AgreementsTab({ propertyId, card, own, choices, onPaid }: Props) {
  const agreements = useDeskAgreements(propertyId, own, true);
  const finish = useFinishAgreement(own);
  const desk = useDesk();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = (agreements.data?.agreements ?? []).filter((a) => a.quotas.length > 0);
  const agreement = list.find((a) => String(a.id) === chosen);
  const next = agreement?.quotas[0];
  const items = useMemo(() => (next && agreement ? [quotaItem(next, agreement.number)] : []), [next, agreement]);
  const bill = composeDesk(card, items, desk.vouchers, false, own);

  const send = async () => {
    if (!agreement) return;
    if (!desk.vouchers.length) return void showError(MSG.cash.receiptRequired);
    if (!(await confirm(MSG.cash.confirmPay))) return;
    const { receipts, files } = paymentBody(items, desk.vouchers);
    try {
      const res = await finish.mutateAsync({ agreement_id: agreement.id, receipts, request_key: desk.requestKey, files });
      void showSuccess(MSG.cash.receiptGenerated);
      onPaid(res.bill);
      desk.clear();
      setChosen(null);
      void agreements.refetch();
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };

  if (!list.length) return <Text c="dimmed">{MSG.cash.noAgreementQuotas}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack>
        <Card withBorder>
          <SelectField
            label="Convenio"
            data={list.map((a) => ({ value: String(a.id), label: `${a.number} · cuota ${a.quotas[0]!.position} de ${a.quotas.at(-1)!.position}` }))}
            value={chosen}
            onChange={setChosen}
          />
        </Card>
        <Card withBorder>
          <VouchersTable
            title="Recibos"
            vouchers={desk.vouchers}
            choices={choices}
            onAdd={() => setAdding(true)}
            onRemove={desk.removeVoucher}
            disabled={!agreement}
          />
        </Card>
      </Stack>
      <Stack>
        <BillSummary bill={bill} card={card} />
        <Group justify="flex-end">
          <Button onClick={() => void send()} disabled={!agreement || !bill.missing.isZero()} loading={finish.isPending}>
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
