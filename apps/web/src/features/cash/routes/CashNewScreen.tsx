// The new cash desk (/admin/cash-new/{id?}/{urb?}, 001 "New cash desk"): confirm the UCD value
// (staff), find the property (a taxpayer only its own), add debts, fines, services or an agreement's
// quota, the receipts, 'Aplicar' credit, and 'Procesar'. The summary is the shared composeBill over
// the same lines the server takes; an accepted bill is printed at once. `id` narrows the search to
// one taxpayer, `urb` preselects a property. The message under the summary is worked out from what is
// on the screen now (after the first 'Procesar'): it changes or goes as items and receipts change, and
// a month left behind (the ledger's oldest-first rule) is named at once. Debt and fine lines can be
// taken off the bill ('Quitar') or, with cash-record-fines-delete, deleted from the account ('Eliminar').
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BILL_STATUS, PERMISSIONS as P, RETENTION } from '@aseo/shared/constants';
import { formatUcd } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { monthsAfterGap, oldestFirstGap, payEarlierMonthText, validateNewCashProcess } from '@aseo/shared/schemas';
import { actsAsClient, can } from '@aseo/shared/policy';
import { ucd } from '@aseo/shared/money';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { errorText } from '../../../lib/api.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { ask } from '../../account-status/index.ts';
import {
  printBill,
  searchDeskProperties,
  useCreatePayment,
  useDeleteDebt,
  useDeleteFine,
  useDeskCard,
  useDeskDebts,
  usePaymentMethods,
  type DeskBill,
} from '../api/cash.ts';
import { AgreementModal, FineModal, PickRowsModal, ServiceAmountModal, ServiceModal } from '../components/AddItemModals.tsx';
import { BillSummary } from '../components/BillSummary.tsx';
import { InvoiceDetail } from '../components/InvoiceDetail.tsx';
import { CompletePrefacturaModal } from '../components/CompletePrefacturaModal.tsx';
import { PaidNotice } from '../components/PaidNotice.tsx';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { UcdConfirmModal } from '../components/UcdConfirmModal.tsx';
import { VoucherModal } from '../components/VoucherModal.tsx';
import { VouchersTable } from '../components/VouchersTable.tsx';
import { composeDesk, paymentBody, rowItem, type DeskItem } from '../lib/desk-bill.ts';
import { useDesk } from '../lib/use-desk.ts';

type Open = null | 'debt' | 'fine' | 'service' | 'agreement' | 'voucher';

export default function CashNewScreen() {
  const { user } = useSession();
  const client = !!user && actsAsClient(user);
  const params = useParams();
  // `urb`, or ?property= (the taxpayer's home, 'Pagar'), preselects a property
  const [query] = useSearchParams();
  const [propertyId, setPropertyId] = useState<number | null>(Number(params.urb ?? query.get('property')) || null);
  const card = useDeskCard(propertyId);
  const debts = useDeskDebts(propertyId);
  const choices = usePaymentMethods();
  const pay = useCreatePayment();
  const desk = useDesk();
  const [open, setOpen] = useState<Open>(null);
  const [paid, setPaid] = useState<DeskBill | null>(null);
  const [completing, setCompleting] = useState<DeskBill | null>(null);
  // a prefactura's payment data: its owner, or staff with edit-payments-data (001 section 6)
  const mayComplete = client || can(user, P.EDIT_PAYMENTS_DATA);
  const [editing, setEditing] = useState<DeskItem | null>(null);
  // 'Procesar' was pressed: from then on the spec's messages show, worked out from the screen as it is
  const [tried, setTried] = useState(false);
  // the server's refusal of the last 'Procesar', until the bill changes
  const [refused, setRefused] = useState<string | null>(null);
  const deleteDebt = useDeleteDebt();
  const deleteFine = useDeleteFine();
  useEffect(() => {
    desk.clear();
    setTried(false);
  }, [propertyId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setRefused(null), [desk.items, desk.vouchers, desk.creditApply]);

  const info = card.data;
  const bill = useMemo(
    () => (info ? composeDesk(info, desk.items, desk.vouchers, desk.creditApply, client) : null),
    [info, desk.items, desk.vouchers, desk.creditApply, client],
  );
  const rows = (debts.data?.data ?? []).filter((r) => !desk.items.some((i) => i.key === `${r.kind === 'notice' ? 'Deuda' : 'Multa'}-${r.id}`));
  const agent = info?.property.retention === RETENTION.YES;
  // a retention agent's or proforma client's bill is a prefactura: no receipt is asked for (as the server)
  const prefactura = agent || info?.property.retention === RETENTION.PROFORMA;
  const mayDelete = !client && can(user, P.CASH_RECORD_FINES_DELETE);
  // the payable months of the property and those on the bill: oldest month first (docs/cash.md)
  const pending = useMemo(() => (debts.data?.data ?? []).filter((r) => r.kind === 'notice').map((r) => ({ id: r.id, date: r.date })), [debts.data]);
  const onBill = useMemo(() => new Set(desk.items.filter((i) => i.type === 'Deuda' && i.id !== undefined).map((i) => i.id!)), [desk.items]);
  const gap = oldestFirstGap(pending, onBill);
  const problem =
    bill &&
    validateNewCashProcess({
      itemCount: desk.items.length,
      totalToPay: bill.due.bs,
      voucherCount: desk.vouchers.length,
      creditApplied: desk.creditApply,
      retentionAgent: !!prefactura,
      remainingAfterVouchers: bill.missing,
    });
  // one message at a time: the server's refusal, a month left behind, then the spec's (after 'Procesar')
  const error = refused ?? (gap ? payEarlierMonthText(gap) : null) ?? (tried ? problem : null);

  /** 'Quitar': off this bill; a month taken off takes the later months with it (none is left behind). */
  const remove = (item: DeskItem) => {
    if (item.type !== 'Deuda' || item.id === undefined) return desk.removeItem(item.key);
    const left = new Set([...onBill].filter((id) => id !== item.id));
    const drop = new Set([item.id, ...monthsAfterGap(pending, left)]);
    desk.setItems((now) => now.filter((i) => !(i.type === 'Deuda' && i.id !== undefined && drop.has(i.id))));
  };
  /** 'Eliminar': the debt (with its fines and interest) or the fine deleted from the account, then off the bill. */
  const erase = async (item: DeskItem) => {
    if (item.id === undefined) return;
    try {
      if (item.type === 'Deuda') {
        if (!(await confirm(fillMessage(MSG.cash.confirmDeleteDebt, { name: item.name })))) return;
        void showSuccess((await deleteDebt.mutateAsync({ payment_id: item.id })).message);
      } else {
        const done = await ask({
          title: `Eliminar ${item.name}`,
          label: 'Motivo',
          kind: 'text',
          submit: (comment) => deleteFine.mutateAsync({ fine_id: item.id!, comment }),
        });
        if (!done) return;
        void showSuccess(done);
      }
      desk.removeItem(item.key);
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };

  const process = async () => {
    if (!info || !bill) return;
    setTried(true);
    setRefused(null);
    if (gap || problem) return;
    if (!(await confirm(MSG.cash.confirmPay))) return;
    const { invoices, receipts, files } = paymentBody(desk.items, desk.vouchers);
    try {
      const res = await pay.mutateAsync({
        property: info.property.id,
        invoices,
        vouchers: receipts,
        creditApply: desk.creditApply,
        request_key: desk.requestKey,
        files,
      });
      void showSuccess(res.message);
      setPaid(res.bill);
      desk.clear();
      setTried(false);
      void card.refetch();
      void debts.refetch();
      if (res.bill.status === BILL_STATUS.ACCEPTED) printBill(res.bill);
    } catch (err) {
      const text = errorText(err) ?? MSG.common.connection;
      setRefused(text);
      void showError(text);
      // what the server saw may be newer than the screen (a month back to pending): read the debts again
      void debts.refetch();
    }
  };

  return (
    <Stack>
      {!client && <UcdConfirmModal />}
      {paid && <PaidNotice bill={paid} onClose={() => setPaid(null)} onComplete={mayComplete ? () => setCompleting(paid) : undefined} />}
      <CompletePrefacturaModal bill={completing} own={client} onClose={() => setCompleting(null)} onDone={(b) => (setCompleting(null), setPaid(b))} />
      <Card withBorder>
        <SearchSelect
          label={client ? 'Buscar inmueble' : 'Buscar contribuyente o inmueble'}
          placeholder={client ? 'Código del inmueble' : 'Código, nombre o documento'}
          queryKey={['cash', 'desk-properties', params.id ?? '']}
          load={(s) => searchDeskProperties(s, params.id ? Number(params.id) : undefined)}
          value={propertyId ? String(propertyId) : null}
          onChange={(v) => setPropertyId(v ? Number(v) : null)}
          w={{ base: '100%', sm: 480 }}
        />
      </Card>
      {info && bill && (
        <>
          <PropertyCard card={info} />
          {info.property.condominium && <Alert color="blue">{MSG.cash.condominiumNotice}</Alert>}
          <Group gap="xs">
            <Button onClick={() => setOpen('debt')}>Agregar deuda</Button>
            {!client && (
              <>
                <Button variant="light" onClick={() => setOpen('fine')}>
                  Agregar multa
                </Button>
                <Button variant="light" onClick={() => setOpen('service')}>
                  Agregar servicio
                </Button>
                {info.conventions.length > 0 && (
                  <Button variant="light" onClick={() => setOpen('agreement')}>
                    Agregar convenio
                  </Button>
                )}
              </>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack>
              <Card withBorder component="section" aria-label="Detalle de la factura">
                <Title order={2} size="h4" mb="xs">
                  Detalle de la factura ({desk.items.length})
                </Title>
                <InvoiceDetail
                  items={desk.items}
                  bill={bill}
                  canRemove={(i) => !i.locked}
                  onRemove={remove}
                  canErase={(i) => mayDelete && !i.locked && i.id !== undefined && (i.type === 'Deuda' || i.type === 'Multa')}
                  onErase={(i) => void erase(i)}
                  onEdit={client ? undefined : setEditing}
                />
              </Card>
              <Card withBorder>
                <VouchersTable vouchers={desk.vouchers} choices={choices.data} onAdd={() => setOpen('voucher')} onRemove={desk.removeVoucher} />
              </Card>
              <Card withBorder>
                <Checkbox
                  label={`Aplicar crédito disponible: ${formatUcd(ucd(info.credit))}`}
                  description={agent ? 'No se aplica a un agente de retención' : MSG.cash.creditWarning}
                  checked={desk.creditApply}
                  disabled={agent || ucd(info.credit).isZero()}
                  onChange={(e) => desk.setCreditApply(e.currentTarget.checked)}
                />
              </Card>
            </Stack>
            <Stack>
              <BillSummary bill={bill} card={info} />
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => (desk.clear(), setTried(false), setRefused(null))}>
                  Limpiar
                </Button>
                <Button onClick={() => void process()} loading={pay.isPending}>
                  Procesar
                </Button>
              </Group>
              {!client && (
                <Text size="xs" c="dimmed">
                  Efectivo y tarjeta quedan conciliados al procesar; transferencia y depósito quedan por conciliar.
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <PickRowsModal
            opened={open === 'debt'}
            onClose={() => setOpen(null)}
            onAdd={desk.addItems}
            title="Agregar deuda"
            rows={rows.filter((r) => r.kind === 'notice')}
            toItem={(r) => rowItem(r, info.property.exempt)}
            pending={pending}
            onBill={onBill}
          />
          <FineModal
            opened={open === 'fine'}
            onClose={() => setOpen(null)}
            onAdd={desk.addItems}
            rows={rows.filter((r) => r.kind === 'fine')}
            toItem={(r) => rowItem(r, info.property.exempt)}
          />
          <ServiceAmountModal item={editing} onClose={() => setEditing(null)} onSave={desk.setServiceAmount} />
          <ServiceModal opened={open === 'service'} onClose={() => setOpen(null)} onAdd={desk.addItems} />
          <AgreementModal opened={open === 'agreement'} onClose={() => setOpen(null)} onAdd={desk.addItems} card={info} taken={desk.items.map((i) => i.key)} />
          <VoucherModal
            opened={open === 'voucher'}
            onClose={() => setOpen(null)}
            onAdd={desk.addVoucher}
            choices={choices.data}
            suggested={bill.missing.isZero() ? '' : bill.missing.toFixed(2)}
            context={client ? 'upload' : 'desk'}
            existing={desk.vouchers}
          />
        </>
      )}
    </Stack>
  );
}
