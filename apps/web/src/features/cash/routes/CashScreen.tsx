// The old desk 'Caja' (/admin/cash/{id?}) and the taxpayer's 'Realizar pago' (/cash/{id?}), 001 "Old
// cash desk": a client (staff only; the route id or ?client_id preselects it) and a property; 'Avisos
// de Cobro' ticked in order, or 'Convenios' when no invoice is pending; the totals (the shared
// composeBill), the receipts, and 'Enviar Pago' / 'Enviar Pago con Descuento' / 'Generar prefactura'.
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PERMISSIONS as P, RETENTION } from '@aseo/shared/constants';
import { formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { ucd } from '@aseo/shared/money';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { searchClients, useClientLabel, useClientProperties, useFinishMonths, usePaymentMethods, usePendingMonths, type DeskBill } from '../api/cash.ts';
import { AgreementsTab } from '../components/AgreementsTab.tsx';
import { BillSummary } from '../components/BillSummary.tsx';
import { MonthsList } from '../components/MonthsList.tsx';
import { CompletePrefacturaModal } from '../components/CompletePrefacturaModal.tsx';
import { PaidNotice } from '../components/PaidNotice.tsx';
import { VoucherModal } from '../components/VoucherModal.tsx';
import { VouchersTable } from '../components/VouchersTable.tsx';
import { composeDesk, paymentBody, rowItem } from '../lib/desk-bill.ts';
import { useDesk } from '../lib/use-desk.ts';

export default function CashScreen({ route }: { route: { guard: string } }) {
  const own = route.guard === 'client';
  const { user } = useSession();
  const params = useParams();
  const [query] = useSearchParams();
  const [clientId, setClientId] = useState<number | null>(Number(params.id ?? query.get('client_id')) || null);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const properties = useClientProperties(clientId, own);
  const preset = useClientLabel(own ? null : Number(params.id ?? query.get('client_id')) || null);
  const pending = usePendingMonths(propertyId, own);
  const choices = usePaymentMethods();
  const finish = useFinishMonths(own);
  const desk = useDesk();
  const [ticked, setTicked] = useState(0);
  const [adding, setAdding] = useState(false);
  const [paid, setPaid] = useState<DeskBill | null>(null);
  const [completing, setCompleting] = useState<DeskBill | null>(null);
  // a prefactura's payment data: its owner, or staff with edit-payments-data (001 section 6)
  const mayComplete = own || can(user, P.EDIT_PAYMENTS_DATA);
  const [tab, setTab] = useState<string | null>('notices');
  useEffect(() => {
    desk.clear();
    setTicked(0);
  }, [propertyId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setPropertyId(null), [clientId]);
  const list = useMemo(() => properties.data?.properties ?? [], [properties.data]);
  // ?property= (the taxpayer's home, 'Pagar') opens the desk on one of the listed properties, once
  const [wanted, setWanted] = useState(Number(query.get('property')) || null);
  useEffect(() => {
    const preset = wanted ? list.find((p) => p.id === wanted) : undefined;
    if (preset) {
      setPropertyId(preset.id);
      setWanted(null);
    } else if (list.length === 1 && !propertyId) setPropertyId(list[0]!.id);
  }, [list, propertyId, wanted]);

  const card = pending.data?.card;
  const rows = useMemo(() => pending.data?.payments ?? [], [pending.data]);
  const items = useMemo(() => (card ? rows.slice(0, ticked).map((r) => rowItem(r, card.property.exempt)) : []), [rows, ticked, card]);
  const bill = useMemo(
    () => (card ? composeDesk(card, items, desk.vouchers, desk.creditApply, own) : null),
    [card, items, desk.vouchers, desk.creditApply, own],
  );
  const agent = card?.property.retention === RETENTION.YES || card?.property.retention === RETENTION.PROFORMA;
  const short = !!bill && !agent && !bill.missing.isZero();

  const send = async () => {
    if (!card || !bill || !items.length) return;
    if (!agent && !bill.due.bs.isZero() && !desk.vouchers.length) return void showError(MSG.cash.receiptRequired);
    if (!(await confirm(MSG.cash.confirmPay))) return;
    const { receipts, files } = paymentBody(items, desk.vouchers);
    try {
      const res = await finish.mutateAsync({
        property_id: card.property.id,
        months: items.map((i) => i.id!),
        receipts,
        creditApply: desk.creditApply,
        request_key: desk.requestKey,
        files,
      });
      void showSuccess(MSG.cash.receiptGenerated);
      setPaid(res.bill);
      desk.clear();
      setTicked(0);
      void pending.refetch();
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
      // what the server saw may be newer than the list (a month back to pending): read it again
      void pending.refetch();
    }
  };
  const label = agent ? 'Generar prefactura' : card?.discount ? 'Enviar Pago con Descuento' : 'Enviar Pago';

  return (
    <Stack>
      {paid && <PaidNotice bill={paid} onClose={() => setPaid(null)} onComplete={mayComplete ? () => setCompleting(paid) : undefined} />}
      <CompletePrefacturaModal bill={completing} own={own} onClose={() => setCompleting(null)} onDone={(b) => (setCompleting(null), setPaid(b))} />
      <Card withBorder>
        <Group align="flex-end" gap="sm">
          {!own && (
            <SearchSelect
              label="Contribuyente"
              placeholder="Nombre, documento o usuario"
              queryKey={['cash', 'clients']}
              load={searchClients}
              minLength={2}
              value={clientId ? String(clientId) : null}
              initial={preset.data ?? null}
              onChange={(v) => setClientId(v ? Number(v) : null)}
              w={{ base: '100%', sm: 420 }}
            />
          )}
          <SelectField
            label="Inmueble"
            data={list.map((p) => ({ value: String(p.id), label: p.label }))}
            value={propertyId ? String(propertyId) : null}
            onChange={(v) => setPropertyId(v ? Number(v) : null)}
            disabled={!own && !clientId}
            w={{ base: '100%', sm: 360 }}
          />
        </Group>
      </Card>
      {list.some((p) => p.condominium) && <Alert color="blue">{MSG.cash.condominiumNotice}</Alert>}
      {card && bill && (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="notices">Avisos de Cobro ({rows.length})</Tabs.Tab>
            {rows.length === 0 && <Tabs.Tab value="agreements">Convenios</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="notices" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack>
                <Card withBorder>
                  <MonthsList rows={rows} ticked={ticked} onTick={setTicked} />
                </Card>
                <Card withBorder>
                  <VouchersTable title="Recibos" vouchers={desk.vouchers} choices={choices.data} onAdd={() => setAdding(true)} onRemove={desk.removeVoucher} />
                </Card>
                {!agent && !ucd(card.credit).isZero() && (
                  <Checkbox
                    label={`Aplicar nota de crédito: ${formatUcd(ucd(card.credit))}`}
                    checked={desk.creditApply}
                    onChange={(e) => desk.setCreditApply(e.currentTarget.checked)}
                  />
                )}
              </Stack>
              <Stack>
                <BillSummary bill={bill} card={card} />
                {!agent && <Alert color="gray">{MSG.cash.surplusWarning}</Alert>}
                <Group justify="flex-end">
                  <Button onClick={() => void send()} disabled={!items.length || short} loading={finish.isPending}>
                    {label}
                  </Button>
                </Group>
              </Stack>
            </SimpleGrid>
          </Tabs.Panel>
          {rows.length === 0 && (
            <Tabs.Panel value="agreements" pt="md">
              <AgreementsTab propertyId={card.property.id} card={card} own={own} choices={choices.data} onPaid={setPaid} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
      <VoucherModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={desk.addVoucher}
        choices={choices.data}
        suggested={bill && !bill.missing.isZero() ? bill.missing.toFixed(2) : ''}
        context={own ? 'upload' : 'desk'}
        existing={desk.vouchers}
      />
    </Stack>
  );
}
