// 'Historial de Comprobantes' (001 section 2): the explanatory text, the search (number, code or
// reference, after a 1 s pause), 'Limpiar filtros', the bills with their withholding voucher — attach
// it (retention agents) or download it — and, for staff, the credit-notes tab (kept in ?tab=); the
// taxpayer sees its credit-note balance.
import { ActionIcon, Alert, Anchor, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PERMISSIONS as P, RETENTION } from '@aseo/shared/constants';
import { formatBs, formatDate, formatInstantDate, formatPeriodRange, formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, ucd } from '@aseo/shared/money';
import { can } from '@aseo/shared/policy';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { useListState } from '../../../components/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { downloadWithholding, useHistory, type HistoryRow } from '../api/voucher-history.ts';
import { CreditNotesTab } from '../components/CreditNotesTab.tsx';
import { WithholdingModal } from '../components/WithholdingModal.tsx';

type Row = HistoryRow & Record<string, unknown>;
const INITIAL = { search: '' };
const codeAndUsername = (b: HistoryRow) => (b.property ? `${b.property.code} (${b.user.username})` : b.user.username);

export default function VoucherHistoryScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'credit-notes' && staff ? 'credit-notes' : 'bills';
  const list = useListState(INITIAL);
  const query = useHistory(staff, list.page, list.filters.search);
  const [attaching, setAttaching] = useState<HistoryRow | null>(null);
  const mayAttach = (b: HistoryRow) =>
    b.user.retention === RETENTION.YES && !b.withholding && Number(b.retention_bs) > 0 && (!staff || can(user, P.EDIT_PAYMENTS_DATA));
  const balance = query.data && 'credit_note' in query.data ? query.data.credit_note : null;

  const columns: Column<Row>[] = [
    { key: 'created_at', title: 'Fecha', render: (b) => formatInstantDate(b.created_at) },
    { key: 'type', title: 'Tipo', render: (b) => b.property?.type ?? '', fold: 2 },
    ...(staff ? [{ key: 'number_format', title: 'N° de factura', primary: true } as Column<Row>] : []),
    { key: 'bill_type_text', title: 'Descripción', fold: 3 },
    ...(staff ? [{ key: 'bank', title: 'Banco', render: (b: Row) => b.bank ?? '', hideOnMobile: true, fold: 1 } as Column<Row>] : []),
    { key: 'reference', title: 'N° de referencia', render: (b) => b.reference ?? '', fold: 5 },
    // staff's column is 'code (username)' (001 "Voucher history"): the property's code and its owner's account
    { key: 'code', title: 'Código', render: (b) => (staff ? codeAndUsername(b) : (b.property?.code ?? '')) },
    ...(staff
      ? [
          { key: 'name', title: 'Razón social', render: (b: Row) => b.user.full_name, wrap: true, fold: 6 } as Column<Row>,
          { key: 'payment_method', title: 'Método de pago', render: (b: Row) => b.payment_method ?? '', wrap: true, fold: 4 } as Column<Row>,
        ]
      : []),
    { key: 'period', title: 'Período', render: (b) => formatPeriodRange(b.since, b.until, b.created_at) },
    { key: 'status', title: 'Estatus', render: (b) => <StatusBadge kind="bill" status={b.status} label={b.status_text} /> },
    { key: 'total_bs', title: 'Monto', render: (b) => formatBs(bs(b.total_bs)), money: true },
    {
      key: 'withholding',
      title: 'Comprobante de retención',
      render: (b) => (b.withholding ? `${b.withholding.number} · ${formatDate(b.withholding.date)}` : ''),
      // the voucher this screen is about: the last to fold
      wrap: true,
      fold: 7,
    },
    {
      key: 'actions',
      title: 'Acciones',
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          {mayAttach(b) && (
            <ActionIcon variant="subtle" aria-label={`Adjuntar comprobante de retención ${b.number_format}`} onClick={() => setAttaching(b)}>
              <IconPaperclip size={16} />
            </ActionIcon>
          )}
          {b.withholding && (
            <ActionIcon
              variant="subtle"
              aria-label={`Descargar comprobante de retención ${b.number_format}`}
              onClick={() => void downloadWithholding(b.withholding!.id, b.withholding!.number)}
            >
              <IconDownload size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  const bills = (
    <Stack>
      <Alert color="blue" variant="light">
        {staff ? MSG.voucherHistory.staffExplanation : MSG.voucherHistory.explanation}
      </Alert>
      {balance !== null && <Text fw={500}>Saldo en notas de crédito: {formatUcd(ucd(balance))}</Text>}
      <FilterBar>
        <SearchInput
          label="Buscar"
          placeholder="N° de factura, código o referencia"
          value={list.filters.search}
          onSearch={(search) => list.setFilters({ search })}
          w={filterWidth(300)}
        />
        <Anchor component="button" type="button" size="sm" onClick={list.reset} mb={8}>
          Limpiar filtros
        </Anchor>
      </FilterBar>
      <DataTable<Row> rows={(query.data?.bills.data ?? []) as Row[]} rowKey={(b) => b.id} rowLabel={(b) => b.number_format} columns={columns} />
      <ListFooter data={query.data?.bills} page={list.page} onChange={list.setPage} />
      <WithholdingModal bill={attaching} staff={staff} onClose={() => setAttaching(null)} />
    </Stack>
  );

  return (
    <Card withBorder>
      {staff ? (
        <Tabs value={tab} onChange={(t) => setParams(t === 'credit-notes' ? { tab: t } : {}, { replace: true })}>
          <Tabs.List mb="md">
            <Tabs.Tab value="bills">Facturas y convenios</Tabs.Tab>
            <Tabs.Tab value="credit-notes">Notas de crédito</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="bills">{bills}</Tabs.Panel>
          <Tabs.Panel value="credit-notes">{tab === 'credit-notes' && <CreditNotesTab />}</Tabs.Panel>
        </Tabs>
      ) : (
        bills
      )}
    </Card>
  );
}
