// The one report screen (issue 28 item 1; 001 section 2 "Reports"): the report's filters (in the
// address, a change reloads page 1, the search waits 1 s), 'Limpiar filtros', 'Exportar Excel' and
// 'Exportar PDF' with the filters shown, the count ('N registros'), the rows with their pages, the
// report's summary, and the loading and error states. What differs between reports is their
// definition (report-definition.ts).
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyCall } from '@aseo/shared/contracts';
import { LABELS } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { showError } from '../../../lib/dialogs.tsx';
import { downloadReport, useReportList } from '../api/reports.ts';
import { useUrlFilters } from '../lib/url-filters.ts';
import type { Filters, ReportDefinition } from '../report-definition.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { WideReportTable } from './WideReportTable.tsx';

const L = LABELS.reports;

/** '1 registro', '1.234 registros'. */
export const recordsText = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${n === 1 ? L.count.one : L.count.other}`;

export function ReportScreen<C extends AnyCall, F extends Filters, R>({ def }: { def: ReportDefinition<C, F, R> }) {
  const list = useUrlFilters(def.defaults);
  const query = def.query(list.filters, list.page);
  const result = useReportList(def.calls.list, query);
  const answer = result.data;
  const page = answer ? def.rows(answer) : undefined;
  const [exporting, setExporting] = useState<'excel' | 'pdf' | null>(null);
  const [exportMark, setExportMark] = useState<string | null>(null);

  const exportAs = async (kind: 'excel' | 'pdf') => {
    const refused = def.exportError?.(list.filters) ?? null;
    setExportMark(refused);
    if (refused) return void showError(refused);
    setExporting(kind);
    try {
      await downloadReport(
        kind === 'excel' ? def.calls.excel : def.calls.pdf,
        def.query(list.filters, 1) as never,
        `${def.fileBase}.${kind === 'excel' ? 'xlsx' : 'pdf'}`,
      );
    } catch {
      // the API client has shown why
    } finally {
      setExporting(null);
    }
  };
  const onChange = (change: Partial<F>) => {
    if (exportMark) setExportMark(null);
    list.setFilters(change);
  };
  const { Summary, Tools, Banner } = def;
  const columns = typeof def.columns === 'function' ? def.columns(list.filters) : def.columns;

  return (
    <Stack>
      {Banner && <Banner answer={answer} filters={list.filters} />}
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <ReportFilters
            fields={def.fields}
            filters={list.filters}
            answer={answer}
            onChange={onChange}
            onReset={() => {
              setExportMark(null);
              list.reset();
            }}
            errors={exportMark && def.exportErrorField ? { [def.exportErrorField]: exportMark } : undefined}
          />
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              loading={exporting === 'excel'}
              onClick={() => void exportAs('excel')}
            >
              {L.exportExcel}
            </Button>
            <Button variant="light" leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')}>
              {L.exportPdf}
            </Button>
            {Tools && <Tools answer={answer} filters={list.filters} query={query} />}
          </Group>
        </Stack>
        {result.isError && !answer ? (
          <Alert color="red" title={L.failed} data-testid="report-error">
            <Button size="xs" variant="light" color="red" onClick={() => void result.refetch()}>
              {L.retry}
            </Button>
          </Alert>
        ) : !page ? (
          <Group justify="center" py="xl" aria-busy="true">
            <Loader size="sm" />
            <Text size="sm">{L.loading}</Text>
          </Group>
        ) : (
          <>
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600} data-testid="report-count">
                {recordsText(page.total)}
              </Text>
              {result.isFetching && <Loader size="xs" aria-label={L.loading} />}
            </Group>
            {def.wide ? (
              <WideReportTable<R & Record<string, unknown>>
                rows={page.data as (R & Record<string, unknown>)[]}
                rowKey={def.rowKey}
                columns={columns}
                label={def.title}
              />
            ) : (
              <DataTable<R & Record<string, unknown>>
                rows={page.data as (R & Record<string, unknown>)[]}
                rowKey={def.rowKey}
                rowLabel={def.rowLabel}
                columns={columns}
              />
            )}
            <ListFooter data={page} page={list.page} onChange={list.setPage} />
          </>
        )}
      </Card>
      {Summary && answer && <Summary answer={answer} filters={list.filters} />}
    </Stack>
  );
}
