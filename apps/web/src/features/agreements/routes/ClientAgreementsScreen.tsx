// The taxpayer's 'Convenios de Pago' (/payment-agreements, 001 "Payment agreements, new": "Client
// view: table and view modal; page and filter restored from navigation state"): its agreements of
// both kinds in two tabs — the old ones (its debt in equal quotas) and the conventions (quotas built
// from chosen debts) — each row with its status and 'En mora', the quotas paid out of N, what is left
// to pay (UCD and Bs) and the next due date; 'Ver' (the quota schedule) and 'Imprimir' (the
// document). The tab, page and filters live in the history entry's state: coming back to the screen
// (Back, a reload) shows the same list.
import { Anchor, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AGREEMENT_STATUS, AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import { formatBs, formatDate, formatInstantDate, formatUcd } from '@aseo/shared/format';
import { LABELS, MSG } from '@aseo/shared/messages';
import { bs, ucd } from '@aseo/shared/money';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { nextListState, type ListState } from '../../../components/list-state.ts';
import { errorText } from '../../../lib/api.ts';
import { showError } from '../../../lib/dialogs.tsx';
import {
  printClientAgreement,
  useAgreementCounts,
  useClientAgreements,
  type AgreementKind,
  type AgreementRow,
  type ClientAgreementFilters,
} from '../api/client-agreements.ts';
import { AgreementBadges, AgreementViewModal } from '../components/AgreementViewModal.tsx';

type Row = AgreementRow & Record<string, unknown>;
const C = LABELS.agreements.columns;
const ACT = LABELS.agreements.actions;
const NO_FILTERS: ClientAgreementFilters = { search: '', status: '' };
/** What the history entry keeps: the tab and each tab's page and filters. */
type Saved = { tab: AgreementKind; lists: Record<AgreementKind, ListState<ClientAgreementFilters>> };
const FRESH: Saved = { tab: 'agreement', lists: { agreement: { page: 1, filters: NO_FILTERS }, convention: { page: 1, filters: NO_FILTERS } } };
const TABS: { kind: AgreementKind; label: string; about: string }[] = [
  // ours: the two kinds in the taxpayer's words (docs/agreements.md)
  { kind: 'agreement', label: 'Convenios de Pago', about: 'Su deuda dividida en cuotas iguales.' },
  { kind: 'convention', label: 'Convenios', about: 'Cuotas formadas por las deudas elegidas en el convenio.' },
];
const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: 'Todos' }, ...Object.entries(AGREEMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }))];

/** The saved state of the history entry, if it is one of ours (anything else starts afresh). */
function restore(state: unknown): Saved {
  const s = (state as { agreements?: Saved } | null)?.agreements;
  if (!s || (s.tab !== 'agreement' && s.tab !== 'convention')) return FRESH;
  const list = (l: ListState<ClientAgreementFilters> | undefined) =>
    l && Number.isInteger(l.page) && l.page > 0 ? { page: l.page, filters: { ...NO_FILTERS, ...l.filters } } : { page: 1, filters: NO_FILTERS };
  return { tab: s.tab, lists: { agreement: list(s.lists?.agreement), convention: list(s.lists?.convention) } };
}

/** An amount in Bs with its UCD under it. */
const Both = ({ ucdText, bsText }: { ucdText: string; bsText: string }) => (
  <Stack gap={0} align="flex-end">
    <span>{formatBs(bs(bsText))}</span>
    <Text span size="xs" c="dimmed">
      {formatUcd(ucd(ucdText))}
    </Text>
  </Stack>
);

export default function ClientAgreementsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Saved>(() => restore(location.state));
  // the history entry follows the screen (replace: no new entry), so Back or a reload restores it
  useEffect(() => {
    const state = { ...((location.state as object | null) ?? {}), agreements: saved };
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state });
  }, [saved]); // eslint-disable-line react-hooks/exhaustive-deps
  const { tab } = saved;
  const list = saved.lists[tab];
  const change = useCallback(
    (c: { page: number } | { filters: Partial<ClientAgreementFilters> }) =>
      setSaved((s) => ({ ...s, lists: { ...s.lists, [s.tab]: nextListState(s.lists[s.tab], c) } })),
    [],
  );
  const setSearch = useCallback((search: string) => change({ filters: { search } }), [change]);
  const query = useClientAgreements(tab, list.page, list.filters);
  const counts = useAgreementCounts();
  const [viewing, setViewing] = useState<string | null>(null);
  const filtered = list.filters.search !== '' || list.filters.status !== '';

  const print = async (a: AgreementRow) => {
    try {
      await printClientAgreement(a);
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };

  const columns: Column<Row>[] = [
    { key: 'number_format', title: C.correlative, primary: true },
    { key: 'property', title: C.code, render: (a) => a.property.code },
    { key: 'created_at', title: C.date, render: (a) => formatInstantDate(a.created_at), fold: 1 },
    {
      key: 'quotas',
      title: C.reconciled,
      render: (a) => `${a.bills_count} de ${a.quantity_quotas}`,
    },
    { key: 'total', title: C.amount, render: (a) => <Both ucdText={a.total} bsText={a.total_bs} />, money: true, fold: 2 },
    { key: 'to_pay', title: C.toPay, render: (a) => <Both ucdText={a.to_pay} bsText={a.to_pay_bs} />, money: true },
    { key: 'next', title: C.newDueDate, render: (a) => (a.new_expiration_date ? formatDate(a.new_expiration_date) : '—') },
    {
      key: 'status',
      title: C.status,
      render: (a) => <AgreementBadges status={a.status} statusText={a.status_text} enMora={a.en_mora} />,
    },
    {
      key: 'actions',
      title: C.actions,
      // 001 "Agreement status": an inactive agreement shows no view or print actions
      render: (a) =>
        a.status === AGREEMENT_STATUS.INACTIVE ? null : (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEye size={16} aria-hidden />}
              aria-label={`${ACT.view} ${a.number_format}`}
              onClick={() => setViewing(a.crypt)}
            >
              Ver
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPrinter size={16} aria-hidden />}
              aria-label={`${ACT.print} ${a.number_format}`}
              onClick={() => void print(a)}
            >
              Imprimir
            </Button>
          </Group>
        ),
    },
  ];

  const rows = (query.data?.data ?? []) as Row[];
  return (
    <Card withBorder>
      <Tabs value={tab} onChange={(t) => t && setSaved((s) => ({ ...s, tab: t as AgreementKind }))} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.kind} value={t.kind}>
              {t.label}
              {counts[t.kind] !== undefined ? ` (${counts[t.kind]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.kind} value={t.kind}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t.about}
              </Text>
              <FilterBar>
                <SearchInput
                  label={LABELS.agreements.search}
                  placeholder={LABELS.agreements.searchOld}
                  value={list.filters.search}
                  onSearch={setSearch}
                  w={filterWidth(300)}
                />
                <SelectField
                  label="Estatus"
                  data={STATUS_OPTIONS}
                  value={list.filters.status || ALL}
                  onChange={(v) => change({ filters: { status: !v || v === ALL ? '' : v } })}
                  allowDeselect={false}
                  w={filterWidth(180)}
                />
                {filtered && (
                  <Anchor component="button" type="button" size="sm" onClick={() => change({ filters: NO_FILTERS })} mb={8}>
                    Limpiar filtros
                  </Anchor>
                )}
              </FilterBar>
              <DataTable<Row> rows={rows} rowKey={(a) => `${a.kind}-${a.id}`} rowLabel={(a) => a.number_format} columns={columns} />
              <ListFooter data={query.data} page={list.page} onChange={(page) => change({ page })} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <AgreementViewModal crypt={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
