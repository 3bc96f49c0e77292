// Importing a bank statement (docs/reconciliation.md): the account and its .xlsx or .csv; 'Leer
// archivo' shows the rows read, the columns (remembered for the account, or guessed) and the first
// rows to check them; 'Importar movimientos' stores the new movements and answers the proposals.
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useImportStatement, useReadStatement, type StatementAccount, type StatementRead, type StatementResult } from '../api/statements.ts';

type Mapping = { date_column: string | null; reference_column: string | null; amount_column: string | null; description_column: string | null };
const NO_MAPPING: Mapping = { date_column: null, reference_column: null, amount_column: null, description_column: null };
const FIELDS: { key: keyof Mapping; label: string; required: boolean }[] = [
  { key: 'date_column', label: 'Columna de la fecha', required: true },
  { key: 'reference_column', label: 'Columna de la referencia', required: true },
  { key: 'amount_column', label: 'Columna del monto (crédito)', required: true },
  { key: 'description_column', label: 'Columna de la descripción', required: false },
];

export function StatementImportForm({ accounts, onImported }: { accounts: StatementAccount[]; onImported: (r: StatementResult) => void }) {
  const read = useReadStatement();
  const save = useImportStatement();
  const [account, setAccount] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [seen, setSeen] = useState<StatementRead | null>(null);
  const [mapping, setMapping] = useState<Mapping>(NO_MAPPING);
  const [error, setError] = useState<string | null>(null);
  const reset = () => {
    setSeen(null);
    setError(null);
  };

  const readFile = async () => {
    if (!account || !file) return;
    reset();
    try {
      const res = await read.mutateAsync({ bank_account_id: account, file });
      setSeen(res);
      setMapping(res.mapping ?? NO_MAPPING);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  const importFile = async () => {
    if (!account || !file) return;
    setError(null);
    try {
      const res = await save.mutateAsync({
        bank_account_id: account,
        file,
        date_column: mapping.date_column ?? '',
        reference_column: mapping.reference_column ?? '',
        amount_column: mapping.amount_column ?? '',
        description_column: mapping.description_column ?? undefined,
      });
      void showSuccess(res.message);
      onImported(res);
      setSeen(null);
      setFile(null);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  const columns = (seen?.columns ?? []).map((c) => ({ value: c, label: c }));
  const sample = (seen?.sample ?? []).map((cells, i) => Object.fromEntries([['_row', i], ...cells.map((v, j) => [`c${j}`, v])]) as Record<string, unknown>);

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <SelectField
          label="Cuenta bancaria"
          required
          w={{ base: '100%', sm: 320 }}
          data={accounts.map((a) => ({ value: String(a.id), label: `${a.bank} · ${a.number} (${a.name})` }))}
          value={account}
          onChange={(v) => {
            setAccount(v);
            reset();
          }}
        />
        <FileUpload
          set="statement"
          label="Estado de cuenta (.xlsx o .csv)"
          required
          w={{ base: '100%', sm: 320 }}
          value={file}
          onChange={(f) => {
            setFile(f);
            reset();
          }}
        />
        <Button variant="light" onClick={() => void readFile()} loading={read.isPending} disabled={!account || !file}>
          Leer archivo
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {seen && (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {seen.rows} filas leídas.{' '}
            {seen.remembered
              ? 'Columnas recordadas de la última importación de esta cuenta.'
              : 'Revise las columnas propuestas: se recordarán para esta cuenta.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {FIELDS.map((f) => (
              <SelectField
                key={f.key}
                label={f.label}
                required={f.required}
                clearable={!f.required}
                data={columns}
                value={mapping[f.key]}
                onChange={(v) => setMapping((m) => ({ ...m, [f.key]: v }))}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" fw={600}>
            Primeras filas del archivo
          </Text>
          <DataTable<Record<string, unknown>>
            rows={sample}
            rowKey={(r) => r._row as number}
            columns={seen.columns.map((c, j) => ({ key: `c${j}`, title: c, wrap: true }))}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => void importFile()}
              loading={save.isPending}
              disabled={!mapping.date_column || !mapping.reference_column || !mapping.amount_column}
            >
              Importar movimientos
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
