// The credit-notes tab of 'Historial de Comprobantes' (staff): search, since, until, paging, Excel;
// the amount edit (admin level only, never below what was used) and delete (delete-credit-note,
// with the spec's confirmation and messages).
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LEVELS, PERMISSIONS as P } from '@aseo/shared/constants';
import { formatInstantDate, formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { ucd } from '@aseo/shared/money';
import { can } from '@aseo/shared/policy';
import { todayYmd } from '@aseo/shared/schemas';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { useListState } from '../../../components/list-state.ts';
import { errorText } from '../../../lib/api.ts';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { downloadCreditNotes, useCreditNotes, useDeleteCreditNote, useEditCreditNote, type CreditNoteRow } from '../api/voucher-history.ts';

type Row = CreditNoteRow & Record<string, unknown>;
const INITIAL = { search: '', since: '', until: '' };

export function CreditNotesTab() {
  const { user } = useSession();
  const list = useListState(INITIAL);
  const q = { page: list.page, search: list.filters.search || undefined, since: list.filters.since || undefined, until: list.filters.until || undefined };
  const query = useCreditNotes(true, q);
  const remove = useDeleteCreditNote();
  const edit = useEditCreditNote();
  const [editing, setEditing] = useState<CreditNoteRow | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const admin = user?.level_id === LEVELS.ADMIN;
  const del = async (n: CreditNoteRow) => {
    if (!(await confirm(MSG.creditNotes.confirmDelete))) return;
    const res = await remove.mutateAsync({ credit_note_id: n.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };
  const save = async () => {
    if (!editing) return;
    try {
      const res = await edit.mutateAsync({ credit_note_id: editing.id, amount });
      void showSuccess(res.message);
      setEditing(null);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <FilterBar>
          <SearchInput
            label="Buscar"
            placeholder="Código, N° de factura o contribuyente"
            value={list.filters.search}
            onSearch={(search) => list.setFilters({ search })}
            w={filterWidth(260)}
          />
          <DateField
            label="Desde"
            value={list.filters.since || null}
            onChange={(v) => list.setFilters({ since: v ?? '' })}
            max={list.filters.until || todayYmd()}
            w={filterWidth(150)}
          />
          <DateField
            label="Hasta"
            value={list.filters.until || null}
            onChange={(v) => list.setFilters({ until: v ?? '' })}
            min={list.filters.since || undefined}
            max={todayYmd()}
            w={filterWidth(150)}
          />
        </FilterBar>
        <Button variant="light" onClick={() => void downloadCreditNotes({ search: q.search, since: q.since, until: q.until })}>
          Exportar Excel
        </Button>
      </Group>
      <DataTable<Row>
        rows={(query.data?.credit_notes.data ?? []) as Row[]}
        rowKey={(n) => n.id}
        columns={[
          { key: 'created_at', title: 'Fecha', render: (n) => formatInstantDate(n.created_at) },
          { key: 'user', title: 'Contribuyente', render: (n) => n.user.full_name, primary: true },
          { key: 'code', title: 'Código', render: (n) => n.property?.code ?? '' },
          { key: 'bill', title: 'Factura', render: (n) => (n.bill?.number ? String(n.bill.number).padStart(8, '0') : '') },
          { key: 'amount', title: 'Monto', render: (n) => formatUcd(ucd(n.amount)) },
          { key: 'used', title: 'Usado', render: (n) => formatUcd(ucd(n.used)) },
          { key: 'balance', title: 'Saldo', render: (n) => formatUcd(ucd(n.balance)) },
          {
            key: 'actions',
            title: 'Acciones',
            render: (n) => (
              <Group gap={4} wrap="nowrap">
                {admin && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar nota de crédito ${n.id}`}
                    onClick={() => (setEditing(n), setAmount(n.amount), setError(null))}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                )}
                {can(user, P.DELETE_CREDIT_NOTE) && (
                  <ActionIcon variant="subtle" color="red" aria-label={`Eliminar nota de crédito ${n.id}`} onClick={() => void del(n)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />
      <ListFooter data={query.data?.credit_notes} page={list.page} onChange={list.setPage} />
      <Modal
        opened={!!editing}
        onClose={() => setEditing(null)}
        title="Editar nota de crédito"
        footer={
          <>
            <Button variant="default" onClick={() => setEditing(null)}>
              {MSG.common.cancel}
            </Button>
            <Button onClick={() => void save()} loading={edit.isPending}>
              Guardar
            </Button>
          </>
        }
      >
        <NumberField label="Monto (UCD)" required value={amount} onChange={setAmount} error={error} />
      </Modal>
    </Stack>
  );
}
