// Table with the spec's empty message.
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { MSG } from '@aseo/shared/messages';

export type Column<T> = { key: string; title: string; render?: (row: T) => ReactNode };

export function DataTable<T extends Record<string, unknown>>({
  columns,
  rows,
  rowKey,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey?: (row: T) => string | number;
}) {
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table striped highlightOnHover>
        {columns.length > 0 && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key}>{c.title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={Math.max(columns.length, 1)}>
                <Text ta="center" c="dimmed" py="md">
                  {MSG.common.noRecords}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, i) => (
              <Table.Tr key={rowKey ? rowKey(row) : i}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.render ? c.render(row) : String(row[c.key] ?? '')}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
