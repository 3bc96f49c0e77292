// 'Convenios de Pago' (old agreements, /admin/payment-agreements-old; 001 section 2): Desde, Hasta,
// the search (code or correlative), 'Limpiar filtros'; 'Nuevo Convenio'; 'Exportar Excel' and
// 'Exportar PDF' while the list has rows; the spec's 12 columns with the status ('En mora' when in
// default) and each row's view, download (with a signed copy), attach, print and, while active,
// deactivate with its reason.
import { Button, Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { AGREEMENT_STATUS } from '@aseo/shared/constants';
import { formatDate, formatPeriodRange } from '@aseo/shared/format';
import { LABELS } from '@aseo/shared/messages';
import type { Column } from '../../../components/DataTable.tsx';
import { useListState } from '../../../components/list-state.ts';
import { downloadAgreementsExcel, downloadAgreementsPdf, useOldAgreements, type AgreementListRow } from '../api/admin-agreements.ts';
import { AgreementFilters, agreementsQuery, NO_AGREEMENT_FILTERS } from '../components/AgreementFilters.tsx';
import { AgreementRowActions, type AgreementAction } from '../components/AgreementRowActions.tsx';
import { AgreementListTable, useAgreementRowActions } from '../components/AgreementListParts.tsx';
import { Amount, col, type Row } from '../components/agreement-columns.tsx';
import { OldAgreementModal } from '../components/OldAgreementModal.tsx';

const C = LABELS.agreements.columns;

const actionsOf = (r: AgreementListRow): AgreementAction[] => [
  'view',
  ...(r.file ? (['download'] as const) : []),
  'attach',
  'print',
  ...(r.status === AGREEMENT_STATUS.ACTIVE ? (['deactivate'] as const) : []),
];

export default function OldAgreementsScreen() {
  const list = useListState(NO_AGREEMENT_FILTERS);
  const q = agreementsQuery(list.page, list.filters);
  const query = useOldAgreements(q);
  const page = query.data?.agreements;
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState<'excel' | 'pdf' | null>(null);
  const exportAs = (kind: 'excel' | 'pdf') => {
    setExporting(kind);
    const filters = agreementsQuery(1, list.filters);
    void (kind === 'excel' ? downloadAgreementsExcel(filters) : downloadAgreementsPdf(filters)).finally(() => setExporting(null));
  };
  const { act, modals } = useAgreementRowActions();

  const columns: Column<Row>[] = [
    col.code,
    { ...col.taxId, fold: 3 },
    col.correlative,
    { key: 'period', title: C.period, render: (r) => formatPeriodRange(r.since, r.until, r.created_at), fold: 4 },
    col.date,
    { key: 'record_number', title: C.recordNumber, render: (r) => r.record_number ?? '—', fold: 1 },
    col.quotas,
    col.amount,
    { key: 'quota_amount', title: C.quotaAmount, money: true, render: (r) => (r.quota_amount ? <Amount ucdText={r.quota_amount} /> : '—'), fold: 5 },
    { ...col.reconciled, fold: 2 },
    { key: 'expiration_date', title: C.dueDate, render: (r) => formatDate(r.expiration_date) },
    col.toPay,
    col.status,
    { key: 'actions', title: C.actions, stickyEnd: true, render: (r) => <AgreementRowActions row={r} actions={actionsOf(r)} onAction={act} /> },
  ];
  const hasRows = (page?.data.length ?? 0) > 0;

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <AgreementFilters filters={list.filters} onChange={list.setFilters} onReset={list.reset} placeholder={LABELS.agreements.searchOld} />
          <Group gap="xs">
            <Button onClick={() => setCreating(true)}>{LABELS.buttons.newAgreement}</Button>
            {hasRows && (
              <>
                <Button variant="light" loading={exporting === 'excel'} onClick={() => exportAs('excel')}>
                  {LABELS.buttons.exportExcel}
                </Button>
                <Button variant="light" loading={exporting === 'pdf'} onClick={() => exportAs('pdf')}>
                  {LABELS.buttons.exportPdf}
                </Button>
              </>
            )}
          </Group>
        </Stack>
        <AgreementListTable page={page} columns={columns} current={list.page} onPage={list.setPage} />
      </Card>
      <OldAgreementModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void query.refetch();
        }}
      />
      {modals}
    </Stack>
  );
}
