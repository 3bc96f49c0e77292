// 'Pagos' (001 section 2): staff (/admin/payments, view-payments) see every bill with the filters,
// 'Exportar Excel', the columns of the spec and each bill's actions; the taxpayer (/payments) its own
// bills, its invoices (a retention agent also while pending) and the reason of a rejected payment.
// The list follows every desk live (the 'movements' event), including who holds a pending bill in
// the reconciliation queue: opening a pending bill's action claims it, closing the modal lets go.
import { ActionIcon, Alert, Anchor, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconLock, IconMessage, IconReceipt, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BILL_STATUS, PERMISSIONS as P, RETENTION, specialTaxpayerLabel } from '@aseo/shared/constants';
import { formatBs, formatInstantDate, formatPeriodRange } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { can } from '@aseo/shared/policy';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useListState } from '../../../components/list-state.ts';
import { errorText } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { downloadPayments, invoiceUrl, useClaim, useDelivery, usePayments, useRelease, type BillRow, type PaymentsQuery } from '../api/payments.ts';
import { BillActionModal, type BillAction } from '../components/BillActionModal.tsx';
import { NO_PAYMENT_FILTERS, PaymentsFilterBar, type PaymentFilters } from '../components/PaymentsFilterBar.tsx';
import { PaymentMethodsCell } from '../components/PaymentMethodsCell.tsx';
import { PaymentRowActions, type RowAction } from '../components/PaymentRowActions.tsx';
import { PaymentVouchersModal } from '../components/PaymentVouchersModal.tsx';
import { CashScreen, CompletePrefacturaModal } from '../../cash/index.ts';

type Row = BillRow & Record<string, unknown>;
/**
 * How the columns fit a narrower screen (issue 26 item 4): the secondary ones fold, lowest number
 * first, into the row's detail, so user, code, date, number, amount, status and actions stay in
 * view at 1366 px; the amount is a money column (right-aligned, never cut).
 */
const LAYOUT: Record<string, Partial<Column<Row>>> = {
  user: { wrap: true },
  special: { fold: 1 },
  serial_code: { fold: 2 },
  control_number: { fold: 3 },
  bank: { fold: 4 },
  bill_type_text: { fold: 5 },
  delivery: { fold: 6 },
  reference: { fold: 7 },
  payment_method: { fold: 8, wrap: true },
  period: { fold: 9 },
  total_bs: { money: true },
};
const CLIENT_LAYOUT: Record<string, Partial<Column<Row>>> = {
  bill_type_text: { fold: 1 },
  reference: { fold: 2 },
  payment_method: { fold: 3, wrap: true },
  total_bs: { money: true },
};
const laidOut = (columns: Column<Row>[], layout: Record<string, Partial<Column<Row>>>) => columns.map((c) => ({ ...c, ...layout[c.key] }));

const toQuery = (page: number, f: PaymentFilters): PaymentsQuery => ({
  page,
  search: f.search || undefined,
  since: f.since || undefined,
  until: f.until || undefined,
  type: f.type ? Number(f.type) : undefined,
  payment_method: f.payment_method ? Number(f.payment_method) : undefined,
  status: f.status ? Number(f.status) : undefined,
});

export default function PaymentsScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const phone = useIsPhone();
  const { user } = useSession();
  const list = useListState(NO_PAYMENT_FILTERS);
  // a link may name the bill to look for (the statements screen links each matched payment) or a
  // status (the staff home's queue card: `?status=0`, 'Por conciliar')
  const [params] = useSearchParams();
  const asked = params.get('search');
  const askedStatus = params.get('status');
  const { setFilters } = list;
  useEffect(() => {
    if (asked) setFilters({ search: asked });
    if (askedStatus !== null && /^\d$/.test(askedStatus)) setFilters({ status: askedStatus });
  }, [asked, askedStatus, setFilters]);
  const query = usePayments(staff, toQuery(list.page, list.filters));
  const delivery = useDelivery();
  const [acting, setActing] = useState<{ bill: BillRow; action: BillAction; held: string | null } | null>(null);
  const claim = useClaim();
  const release = useRelease();
  /** A pending bill is claimed before its modal opens; someone else's hold is refused with their name. */
  const [vouchersOf, setVouchersOf] = useState<BillRow | null>(null);
  const [completing, setCompleting] = useState<BillRow | null>(null);
  const [paying, setPaying] = useState(false);
  const open = async (bill: BillRow, action: RowAction) => {
    if (action === 'vouchers') return setVouchersOf(bill);
    if (action === 'complete') return setCompleting(bill);
    if (bill.status !== BILL_STATUS.PENDING) return setActing({ bill, action, held: null });
    try {
      const res = await claim.mutateAsync({ bill_id: bill.id });
      setActing({ bill, action, held: res.message });
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };
  const close = () => {
    if (acting?.held) release.mutate({ bill_id: acting.bill.id });
    setActing(null);
  };
  const [reason, setReason] = useState<BillRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const agent = user?.retention === RETENTION.YES || user?.retention === RETENTION.PROFORMA;
  const toggleDelivery = async (b: BillRow) => {
    try {
      const res = await delivery.mutateAsync({ id: b.id, delivery: !b.delivery });
      void showSuccess(res.message);
    } catch (err) {
      void showError(errorText(err) ?? MSG.payments.deliveryError);
    }
  };
  const status = (b: BillRow) => <StatusBadge kind="bill" status={b.status} label={b.status_text} />;
  /** The taxpayer, and who holds the bill in the reconciliation queue (the first column: always in view). */
  const holder = (b: BillRow) => (
    <Stack gap={2} align="flex-start">
      <span>{b.user.full_name}</span>
      {b.claim && b.claim.user_id !== user?.id && (
        <Group gap={4} wrap="nowrap" c="orange.9">
          <IconLock size={14} aria-hidden />
          <Text size="xs" fw={600} c="orange.9">
            {fillMessage(MSG.payments.claimBadge, { name: b.claim.user_name })}
          </Text>
        </Group>
      )}
    </Stack>
  );
  const period = (b: BillRow) => formatPeriodRange(b.since, b.until, b.created_at);
  const amount = (b: BillRow) => formatBs(bs(b.total_bs));

  const adminColumns: Column<Row>[] = [
    { key: 'user', title: 'Usuario', render: holder, primary: true },
    { key: 'code', title: 'Código', render: (b) => b.property?.code ?? '' },
    { key: 'special', title: 'Contribuyente especial', render: (b) => specialTaxpayerLabel(b.user.retention), hideOnMobile: true },
    { key: 'created_at', title: 'Fecha', render: (b) => formatInstantDate(b.created_at) },
    { key: 'number_format', title: 'Factura / Convenio', render: (b) => <BillNumber bill={b} /> },
    { key: 'serial_code', title: 'Serie', render: (b) => b.serial_code ?? '', hideOnMobile: true },
    { key: 'control_number', title: 'Nro. de control', render: (b) => b.control_number ?? '', hideOnMobile: true },
    { key: 'bill_type_text', title: 'Tipo de documento', hideOnMobile: true },
    { key: 'period', title: 'Período', render: period },
    { key: 'reference', title: 'Referencia', render: (b) => b.reference ?? '' },
    { key: 'bank', title: 'Banco', render: (b) => b.bank ?? '', hideOnMobile: true },
    { key: 'payment_method', title: 'Medio de pago', render: (b) => <PaymentMethodsCell bill={b} /> },
    { key: 'total_bs', title: 'Monto', render: amount },
    { key: 'status', title: 'Estatus', render: status },
    { key: 'actions', title: 'Acciones', render: (b) => <PaymentRowActions bill={b} onAction={(bill, action) => void open(bill, action)} />, stickyEnd: true },
    {
      key: 'delivery',
      title: 'Factura entregada',
      render: (b) => (
        <Checkbox
          aria-label={`Factura ${b.number_format} entregada`}
          checked={b.delivery}
          disabled={!can(user, P.EDIT_PAYMENTS_DATA) || b.status !== BILL_STATUS.ACCEPTED}
          onChange={() => void toggleDelivery(b)}
        />
      ),
    },
  ];
  const clientColumns: Column<Row>[] = [
    { key: 'created_at', title: 'Fecha', render: (b) => formatInstantDate(b.created_at) },
    { key: 'number_format', title: 'Factura', primary: true, render: (b) => <BillNumber bill={b} /> },
    { key: 'bill_type_text', title: 'Tipo' },
    { key: 'period', title: 'Período', render: period },
    { key: 'reference', title: 'Referencia', render: (b) => b.reference ?? '' },
    { key: 'payment_method', title: 'Medio de pago', render: (b) => <PaymentMethodsCell bill={b} /> },
    { key: 'total_bs', title: 'Monto', render: amount },
    { key: 'status', title: 'Estatus', render: status },
    {
      key: 'actions',
      title: 'Acciones',
      render: (b) => {
        const url = invoiceUrl(b);
        const shown = b.status === BILL_STATUS.ACCEPTED || (agent && b.status === BILL_STATUS.PENDING);
        return (
          <Group gap={4} wrap="nowrap">
            {url && shown && (
              <ActionIcon component="a" href={url} target="_blank" rel="noopener" variant="subtle" aria-label={`Ver factura ${b.number_format}`}>
                <IconFileInvoice size={16} />
              </ActionIcon>
            )}
            {b.status !== BILL_STATUS.TO_PAY && (
              <ActionIcon variant="subtle" aria-label={`Comprobantes ${b.number_format}`} onClick={() => setVouchersOf(b)}>
                <IconReceipt size={16} />
              </ActionIcon>
            )}
            {agent && b.status === BILL_STATUS.TO_PAY && (
              <ActionIcon variant="subtle" aria-label={`Cargar datos de pago ${b.number_format}`} onClick={() => setCompleting(b)}>
                <IconUpload size={16} />
              </ActionIcon>
            )}
            {b.status === BILL_STATUS.REJECTED && (
              <ActionIcon variant="subtle" color="red" aria-label={`Motivo del rechazo ${b.number_format}`} onClick={() => setReason(b)}>
                <IconMessage size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <Group justify="space-between" align="flex-end">
            <PaymentsFilterBar filters={list.filters} onChange={list.setFilters} onReset={list.reset} staff={staff} />
            {!staff && <Button onClick={() => setPaying(true)}>Registrar Pago</Button>}
            {staff && (
              <Group gap="xs">
                <Button component={Link} to="/admin/payments/bank-statements" variant="default">
                  Estados de cuenta
                </Button>
                <Button
                  variant="light"
                  loading={exporting}
                  onClick={() => {
                    setExporting(true);
                    void downloadPayments(toQuery(1, list.filters)).finally(() => setExporting(false));
                  }}
                >
                  Exportar Excel
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
        <DataTable<Row>
          rows={(query.data?.bills.data ?? []) as Row[]}
          rowKey={(b) => b.id}
          rowLabel={(b) => b.number_format}
          columns={staff ? laidOut(adminColumns, LAYOUT) : laidOut(clientColumns, CLIENT_LAYOUT)}
        />
        <ListFooter data={query.data?.bills} page={list.page} onChange={list.setPage} />
      </Card>
      <BillActionModal bill={acting?.bill ?? null} action={acting?.action ?? null} held={acting?.held} onClose={close} />
      <PaymentVouchersModal bill={vouchersOf} staff={staff} onClose={() => setVouchersOf(null)} />
      <CompletePrefacturaModal bill={completing} own={!staff} onClose={() => setCompleting(null)} onDone={() => setCompleting(null)} />
      {!staff && (
        <Modal opened={paying} onClose={() => setPaying(false)} title="Registrar Pago" size="100%" fullScreen={phone}>
          <CashScreen route={{ guard: 'client' }} />
        </Modal>
      )}
      <Modal opened={!!reason} onClose={() => setReason(null)} title="Pago rechazado">
        <Stack>
          <Text>Factura {reason?.number_format}</Text>
          <Alert color="red" title="Motivo">
            {reason?.reject_comments || 'Sin comentario'}
          </Alert>
          {reason && (
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                setReason(null);
                setPaying(true);
              }}
            >
              Realizar el pago de nuevo
            </Anchor>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The invoice number (or the prefactura's), with the receipt number the bill had from its creation beside it. */
function BillNumber({ bill }: { bill: BillRow }) {
  if (!bill.receipt_format || bill.receipt_format === bill.number_format) return <>{bill.number_format}</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{bill.number_format}</Text>
      <Text size="xs" c="dimmed">
        Recibo {bill.receipt_format}
      </Text>
    </Stack>
  );
}
