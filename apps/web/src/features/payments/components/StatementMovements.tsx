// One imported statement's movements (docs/reconciliation.md): the proposals, all ticked, confirmed
// in one step ('Conciliar seleccionados'); the mismatches with their reason; those already
// reconciled; and the rows of the file that could not be read. Refusals of a confirmation are listed
// with their reason.
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BILL_STATUS } from '@aseo/shared/constants';
import { MAX_CONFIRM, STATEMENT_STATUS as ST } from '@aseo/shared/contracts';
import { formatBs, formatDate } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { errorText } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useConfirmMovements, type MovementRow, type StatementResult } from '../api/statements.ts';

type Row = MovementRow & Record<string, unknown>;
type Refused = { id: number; reason: string };

const base: Column<Row>[] = [
  { key: 'date', title: 'Fecha', render: (m) => formatDate(m.date) },
  { key: 'reference', title: 'Referencia', primary: true },
  { key: 'amount', title: 'Monto', render: (m) => formatBs(bs(m.amount)), money: true },
];
const billColumns: Column<Row>[] = [
  {
    key: 'bill',
    title: 'Pago',
    render: (m) =>
      m.bill ? (
        <Anchor component={Link} to={`/admin/payments?search=${m.bill.id}`} c="dark" underline="always">
          {m.bill.number_format}
        </Anchor>
      ) : (
        ''
      ),
  },
  { key: 'customer', title: 'Contribuyente', render: (m) => m.bill?.customer ?? '', wrap: true },
  { key: 'code', title: 'Código', render: (m) => m.bill?.property_code ?? '', hideOnMobile: true, fold: 1 },
];

export function StatementMovements({ result, canConfirm }: { result: StatementResult; canConfirm: boolean }) {
  const confirm = useConfirmMovements();
  const proposed = result.movements.filter((m) => m.status === ST.PROPOSED) as Row[];
  const mismatched = result.movements.filter((m) => m.status === ST.MISMATCH) as Row[];
  const confirmed = result.movements.filter((m) => m.status === ST.CONFIRMED) as Row[];
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [refused, setRefused] = useState<Refused[]>([]);
  const ids = proposed.map((m) => m.id).join(',');
  useEffect(() => setChosen(new Set(ids ? ids.split(',').map(Number) : [])), [ids]);
  useEffect(() => setRefused([]), [result.import.id]);

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  /** In requests of at most MAX_CONFIRM movements (a long statement may propose more). */
  const run = async () => {
    const ids = [...chosen];
    const all: Refused[] = [];
    let done = 0;
    try {
      for (let i = 0; i < ids.length; i += MAX_CONFIRM) {
        const res = await confirm.mutateAsync({ movement_ids: ids.slice(i, i + MAX_CONFIRM) });
        all.push(...res.refused);
        done += res.confirmed;
      }
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
    setRefused(all);
    if (done) void showSuccess(fillMessage(MSG.statements.confirmed, { count: done }));
    else if (all.length) void showError(all[0]!.reason);
  };
  const all = proposed.length > 0 && chosen.size === proposed.length;
  const pick: Column<Row> = {
    key: 'pick',
    title: 'Conciliar',
    render: (m) => <Checkbox aria-label={`Conciliar el movimiento ${m.reference}`} checked={chosen.has(m.id)} onChange={() => toggle(m.id)} />,
  };
  const imp = result.import;

  return (
    <Stack>
      <Text size="sm" role="status">
        {imp.file_name}: {imp.rows} movimientos leídos, {imp.new_rows} nuevos
        {imp.rows - imp.new_rows > 0 ? `, ${imp.rows - imp.new_rows} ya importados antes` : ''}.
      </Text>
      <Title order={3} size="h5">
        Por conciliar ({proposed.length})
      </Title>
      {proposed.length > 0 ? (
        <>
          <DataTable<Row> rows={proposed} rowKey={(m) => m.id} columns={canConfirm ? [pick, ...base, ...billColumns] : [...base, ...billColumns]} />
          {canConfirm && (
            <Group justify="space-between">
              <Checkbox
                label="Elegir todos"
                checked={all}
                indeterminate={chosen.size > 0 && !all}
                onChange={() => setChosen(all ? new Set() : new Set(proposed.map((m) => m.id)))}
              />
              <Button onClick={() => void run()} loading={confirm.isPending} disabled={!chosen.size}>
                Conciliar seleccionados ({chosen.size})
              </Button>
            </Group>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Ningún movimiento propuesto para conciliar.
        </Text>
      )}
      {refused.length > 0 && (
        <Alert color="yellow" role="alert" title="Movimientos no conciliados">
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.id}>
                {result.movements.find((m) => m.id === r.id)?.reference ?? r.id}: {r.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {mismatched.length > 0 && (
        <>
          <Title order={3} size="h5">
            Sin coincidencia ({mismatched.length})
          </Title>
          <DataTable<Row>
            rows={mismatched}
            rowKey={(m) => m.id}
            columns={[
              ...base,
              { key: 'description', title: 'Descripción', render: (m) => m.description ?? '', hideOnMobile: true, wrap: true, fold: 1 },
              { key: 'reason', title: 'Motivo', wrap: true },
            ]}
          />
        </>
      )}
      {confirmed.length > 0 && (
        <>
          <Title order={3} size="h5">
            Conciliados ({confirmed.length})
          </Title>
          <DataTable<Row>
            rows={confirmed}
            rowKey={(m) => m.id}
            columns={[
              ...base,
              ...billColumns,
              {
                key: 'status',
                title: 'Estatus',
                // the movement's payment is reconciled: the bill's own 'Conciliado'
                render: () => <StatusBadge kind="bill" status={BILL_STATUS.ACCEPTED} />,
              },
            ]}
          />
        </>
      )}
      {result.invalid && result.invalid.length > 0 && (
        <>
          <Title order={3} size="h5">
            Filas no leídas ({result.invalid.length})
          </Title>
          <DataTable<{ row: number; reason: string } & Record<string, unknown>>
            rows={result.invalid as ({ row: number; reason: string } & Record<string, unknown>)[]}
            rowKey={(r) => r.row}
            columns={[
              { key: 'row', title: 'Fila' },
              { key: 'reason', title: 'Motivo', wrap: true },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
