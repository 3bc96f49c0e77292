// 'Pagos Pendientes' of one property, for the taxpayer and for staff (000 section 2): the property,
// the totals, the paged statement rows (Fecha, Tipo de Servicio, Subtotal, IVA, Multa, Intereses,
// Total) and 'Imprimir'. Beyond the spec: 'Al día' (the statement as it stood on a past day) and
// 'Si paga el' (what it comes to on a future day). Staff also get the processed notices and the
// actions of the Record de Cuenta (components/admin).
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { FINE_TYPE_LABELS, PROPERTY_USE, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import { formatBs, formatDate, formatInstantDate, formatPeriod, formatUcd } from '@aseo/shared/format';
import { addDays } from '@aseo/shared/billing';
import { isStaff } from '@aseo/shared/policy';
import { todayYmd } from '@aseo/shared/schemas';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { printStatement, usePayments, type ProcessedRow, type StatementRow } from '../api/account-status.ts';
import { PaymentRowActions } from './admin/PaymentRowActions.tsx';
import { PaymentsAdminToolbar } from './admin/PaymentsAdminToolbar.tsx';
import { StatementSummary } from './StatementSummary.tsx';

type Props = { property: { id: number; code: string } | null; onClose: () => void };

type Row = StatementRow & Record<string, unknown>;
type Done = ProcessedRow & Record<string, unknown>;

const rowDate = (r: StatementRow) => (r.kind === 'notice' ? formatPeriod(r.date) : formatDate(r.date));
const rowType = (r: StatementRow) =>
  r.service_type_id !== null ? (SERVICE_TYPE_LABELS[r.service_type_id as 1] ?? '') : (FINE_TYPE_LABELS[(r.fine_type_id ?? 1) as 1] ?? '');

export function PaymentsModal({ property, onClose }: Props) {
  const { user } = useSession();
  const staff = Boolean(user && isStaff(user));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<0 | 1>(1);
  const [asOf, setAsOf] = useState<string | null>(null);
  const [payDate, setPayDate] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const query = usePayments(property ? { id: property.id, page, status, as_of: asOf ?? undefined, pay_date: payDate ?? undefined } : null);
  const data = query.data;
  const close = () => {
    setPage(1);
    setStatus(1);
    setAsOf(null);
    setPayDate(null);
    onClose();
  };
  const print = async () => {
    if (!property || !data) return;
    setPrinting(true);
    await printStatement(property.id, property.code, asOf ?? undefined, data.property.property_use_id === PROPERTY_USE.CONDOMINIUM).finally(() =>
      setPrinting(false),
    );
  };

  const columns: Column<Row>[] = [
    { key: 'date', title: 'Fecha', render: rowDate, primary: true },
    { key: 'type', title: 'Tipo de Servicio', render: rowType },
    { key: 'subtotal', title: 'Subtotal', render: (r) => formatUcd(r.subtotal) },
    { key: 'iva', title: 'IVA', render: (r) => formatUcd(r.iva) },
    { key: 'fines', title: 'Multa', render: (r) => formatUcd(r.fines) },
    { key: 'interest', title: 'Intereses', render: (r) => `${formatUcd(r.interest)}${r.interest_frozen && r.kind === 'notice' ? ' (fijo)' : ''}` },
    {
      key: 'total',
      title: 'Total',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{formatUcd(r.total)}</Text>
          <Text size="xs" c="dimmed">
            {formatBs(r.total_bs)}
          </Text>
        </Stack>
      ),
    },
    ...(staff && property ? [{ key: 'actions', title: 'Acciones', render: (r: Row) => <PaymentRowActions row={r} propertyId={property.id} /> }] : []),
  ];
  const processedColumns: Column<Done>[] = [
    { key: 'date', title: 'Fecha', render: (r) => formatPeriod(r.date), primary: true },
    { key: 'type', title: 'Tipo de Servicio', render: (r) => SERVICE_TYPE_LABELS[r.service_type_id as 1] ?? '' },
    { key: 'subtotal', title: 'Subtotal', render: (r) => formatUcd(r.subtotal) },
    { key: 'iva', title: 'IVA', render: (r) => formatUcd(r.iva) },
    { key: 'total', title: 'Total', render: (r) => formatUcd(r.total) },
    { key: 'settled_at', title: 'Pagado el', render: (r) => (r.settled_at ? formatInstantDate(r.settled_at) : 'Marcado por el personal') },
  ];

  return (
    <Modal opened={Boolean(property)} onClose={close} title="Pagos Pendientes" size="80rem">
      <Stack>
        <FilterBar justify="space-between">
          <FilterBar>
            <DateField
              label="Al día"
              description="El estado de cuenta como estaba ese día"
              value={asOf}
              max={todayYmd()}
              onChange={(v) => {
                setAsOf(v);
                setPage(1);
              }}
              w={filterWidth(190)}
            />
            <DateField
              label="Si paga el"
              description="Cuánto sería pagando ese día"
              value={payDate}
              min={asOf ?? todayYmd()}
              max={addDays(todayYmd(), 366)}
              onChange={setPayDate}
              w={filterWidth(190)}
            />
            {staff && (
              <SegmentedControl
                aria-label="Avisos"
                value={String(status)}
                onChange={(v) => {
                  setStatus(v === '0' ? 0 : 1);
                  setPage(1);
                }}
                data={[
                  { value: '1', label: 'Pendientes' },
                  { value: '0', label: 'Procesados' },
                ]}
              />
            )}
          </FilterBar>
          <Group>
            {staff && property && <PaymentsAdminToolbar propertyId={property.id} />}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => void print()} loading={printing} disabled={!data}>
              Imprimir
            </Button>
          </Group>
        </FilterBar>
        {query.isError && (
          <Alert color="red" role="alert" title="No se pudo calcular el estado de cuenta">
            {errorText(query.error) ?? 'Revise su conexión e intente de nuevo'}
          </Alert>
        )}
        {!data && query.isLoading && <Loader aria-label="Cargando estado de cuenta" />}
        {data && (
          <>
            <StatementSummary data={data} />
            {status === 1 ? (
              <>
                <DataTable<Row> rows={data.payments.data as Row[]} rowKey={(r) => `${r.kind}-${r.id}`} columns={columns} />
                <ListFooter data={data.payments} page={page} onChange={setPage} />
              </>
            ) : (
              <>
                <DataTable<Done> rows={(data.processed?.data ?? []) as Done[]} rowKey={(r) => r.id} columns={processedColumns} />
                <ListFooter data={data.processed} page={page} onChange={setPage} />
              </>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
