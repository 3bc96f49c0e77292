// 'Estados de Cuenta Bancarios' (/admin/payments/bank-statements; docs/reconciliation.md): staff
// with edit-payments-data import a bank statement and confirm its proposals; everyone with
// view-payments sees the imported statements and opens one to read its movements.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formatInstantDate } from '@aseo/shared/format';
import { can } from '@aseo/shared/policy';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { useSession } from '../../../lib/session.ts';
import { useStatementDetail, useStatementImports, type StatementImportRow, type StatementResult } from '../api/statements.ts';
import { StatementImportForm } from '../components/StatementImportForm.tsx';
import { StatementMovements } from '../components/StatementMovements.tsx';

type Row = StatementImportRow & Record<string, unknown>;

export default function StatementsScreen() {
  const { user } = useSession();
  const edit = can(user, P.EDIT_PAYMENTS_DATA);
  const [page, setPage] = useState(1);
  const list = useStatementImports(page);
  const [open, setOpen] = useState<number | null>(null);
  // what only the import's own answer knows (the rows not read), kept for the statement just imported
  const [extra, setExtra] = useState<Pick<StatementResult, 'invalid' | 'duplicates'> & { id: number }>();
  const detail = useStatementDetail(open);
  const shown: StatementResult | undefined = detail.data && { ...detail.data, ...(extra?.id === open ? extra : {}) };

  const columns: Column<Row>[] = [
    { key: 'created_at', title: 'Fecha', render: (i) => formatInstantDate(i.created_at) },
    { key: 'account', title: 'Cuenta', render: (i) => `${i.bank_account.bank} · ${i.bank_account.number}`, primary: true, wrap: true },
    { key: 'file_name', title: 'Archivo', hideOnMobile: true, wrap: true, fold: 3 },
    { key: 'rows', title: 'Movimientos', fold: 2 },
    { key: 'new_rows', title: 'Nuevos', fold: 1 },
    { key: 'proposed', title: 'Por conciliar' },
    { key: 'confirmed', title: 'Conciliados' },
    { key: 'mismatched', title: 'Sin coincidencia' },
    { key: 'user', title: 'Usuario', hideOnMobile: true, fold: 4 },
    {
      key: 'actions',
      title: 'Acciones',
      render: (i) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpen(i.id)}
          aria-label={`Ver el estado de cuenta ${i.file_name} del ${formatInstantDate(i.created_at)}`}
        >
          Ver
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Text size="sm">
        Importe el estado de cuenta de una cuenta bancaria de la alcaldía: cada movimiento cuya referencia (últimos 8 dígitos) y monto coinciden con un pago por
        conciliar de esa cuenta se propone para conciliar; usted confirma en un paso. Un movimiento ya importado no se propone de nuevo.
      </Text>
      {edit && (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Importar estado de cuenta
          </Title>
          <StatementImportForm
            accounts={list.data?.accounts ?? []}
            onImported={(r) => {
              setExtra({ id: r.import.id, invalid: r.invalid ?? [], duplicates: r.duplicates ?? 0 });
              setOpen(r.import.id);
            }}
          />
        </Card>
      )}
      {shown && (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Movimientos · {shown.import.bank_account.bank} {shown.import.bank_account.number} · {formatInstantDate(shown.import.created_at)}
          </Title>
          <StatementMovements result={shown} canConfirm={edit} />
        </Card>
      )}
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Estados de cuenta importados
        </Title>
        <DataTable<Row>
          rows={(list.data?.imports.data ?? []) as Row[]}
          rowKey={(i) => i.id}
          rowLabel={(i) => `${i.file_name} del ${formatInstantDate(i.created_at)}`}
          columns={columns}
        />
        <ListFooter data={list.data?.imports} page={page} onChange={setPage} />
      </Card>
    </Stack>
  );
}
