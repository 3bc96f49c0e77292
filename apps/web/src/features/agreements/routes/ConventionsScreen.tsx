// 'Convenios de Pago' (conventions, /admin/payment-agreements; 001 section 2 "Payment agreements,
// new"): the search, Desde, Hasta and Estatus; 'Exportar Excel' only; the spec's columns (code, tax
// id, correlative, date, quota count, amount, reconciled quotas, new due date, amount to pay, status
// with 'En mora', actions). An inactive convention has no actions; an active one is viewed,
// attached, printed and deactivated with its reason; a completed one viewed, attached and printed.
// 'Nuevo convenio' opens the builder (001 section 4).
import { Button, Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { AGREEMENT_STATUS } from '@aseo/shared/constants';
import { formatDate } from '@aseo/shared/format';
import { LABELS } from '@aseo/shared/messages';
import type { Column } from '../../../components/DataTable.tsx';
import { useListState } from '../../../components/list-state.ts';
import { downloadConventionsExcel, useConventions, type AgreementListRow } from '../api/admin-agreements.ts';
import { AgreementFilters, agreementsQuery, NO_AGREEMENT_FILTERS } from '../components/AgreementFilters.tsx';
import { AgreementRowActions, type AgreementAction } from '../components/AgreementRowActions.tsx';
import { ConventionBuilder } from '../components/ConventionBuilder.tsx';
import { AgreementListTable, useAgreementRowActions } from '../components/AgreementListParts.tsx';
import { col, type Row } from '../components/agreement-columns.tsx';

const C = LABELS.agreements.columns;

const actionsOf = (r: AgreementListRow): AgreementAction[] => {
  if (r.status === AGREEMENT_STATUS.INACTIVE) return [];
  return ['view', 'attach', 'print', ...(r.status === AGREEMENT_STATUS.ACTIVE ? (['deactivate'] as const) : [])];
};

export default function ConventionsScreen() {
  const list = useListState(NO_AGREEMENT_FILTERS);
  const query = useConventions(agreementsQuery(list.page, list.filters));
  const page = query.data?.conventions;
  const [building, setBuilding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { act, modals } = useAgreementRowActions();

  const columns: Column<Row>[] = [
    col.code,
    { ...col.taxId, fold: 2 },
    col.correlative,
    col.date,
    { ...col.quotas, fold: 3 },
    col.amount,
    { ...col.reconciled, fold: 1 },
    { key: 'new_expiration_date', title: C.newDueDate, render: (r) => (r.new_expiration_date ? formatDate(r.new_expiration_date) : '—') },
    col.toPay,
    col.status,
    {
      key: 'actions',
      title: C.actions,
      stickyEnd: true,
      render: (r) => <AgreementRowActions row={r} actions={actionsOf(r)} onAction={act} />,
    },
  ];
  const hasRows = (page?.data.length ?? 0) > 0;

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <AgreementFilters
            filters={list.filters}
            onChange={list.setFilters}
            onReset={list.reset}
            placeholder={LABELS.agreements.searchConventions}
            withStatus
          />
          <Group gap="xs">
            <Button onClick={() => setBuilding(true)}>{LABELS.agreements.newConvention}</Button>
            {hasRows && (
              <Button
                variant="light"
                loading={exporting}
                onClick={() => {
                  setExporting(true);
                  void downloadConventionsExcel(agreementsQuery(1, list.filters)).finally(() => setExporting(false));
                }}
              >
                {LABELS.buttons.exportExcel}
              </Button>
            )}
          </Group>
        </Stack>
        <AgreementListTable page={page} columns={columns} current={list.page} onPage={list.setPage} />
      </Card>
      <ConventionBuilder
        opened={building}
        onClose={() => setBuilding(false)}
        onCreated={() => {
          setBuilding(false);
          void query.refetch();
        }}
      />
      {modals}
    </Stack>
  );
}
