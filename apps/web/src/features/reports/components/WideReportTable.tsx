// A wide report's rows (the sales book's 21 columns, RLIVA art. 76): one table at every width that
// scrolls sideways inside its own region (reachable and scrollable by keyboard), its header kept
// in view while the page scrolls, amounts right-aligned in tabular figures. Unlike the lists'
// tables it never turns into cards on a phone: a book is read across its columns.
import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG } from '@aseo/shared/messages';
import type { Column } from '../../../components/DataTable.tsx';

type Props<T> = { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string | number; label: string };

const cell = <T extends Record<string, unknown>>(c: Column<T>, row: T): ReactNode => (c.render ? c.render(row) : String(row[c.key] ?? ''));

export function WideReportTable<T extends Record<string, unknown>>({ columns, rows, rowKey, label }: Props<T>) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }} data-testid="wide-report">
      <Table striped highlightOnHover withTableBorder fz="sm" style={{ minWidth: 'max-content' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.money ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" py="md" style={{ position: 'sticky', left: 0 }} w="fit-content" px="md">
                  {MSG.common.noRecords}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.money ? 'right' : undefined}
                    style={{
                      whiteSpace: c.wrap ? undefined : 'nowrap',
                      fontVariantNumeric: c.money ? 'tabular-nums' : undefined,
                      minWidth: c.wrap ? 200 : undefined,
                    }}
                  >
                    {cell(c, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
