// Table with the spec's empty message. Below 768 px each row is a card instead: the `primary`
// column as its heading, the other columns as "Título: valor" pairs, the actions column (key
// 'actions' or `actions: true`) at the bottom with 44 px targets, so nothing falls off screen.
import type { ReactNode } from 'react';
import { Box, Card, Table, Text } from '@mantine/core';
import { MSG } from '@aseo/shared/messages';
import classes from './DataTable.module.css';
import { useIsPhone } from './use-is-phone.ts';

export type Column<T> = {
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  /** The card's heading on phones (the first column when none is marked). */
  primary?: boolean;
  /** Left out of the card on phones (a detail the row's 'Ver' shows anyway). */
  hideOnMobile?: boolean;
  /** The row's buttons: the foot of the card on phones (default for key 'actions'). */
  actions?: boolean;
  /** Kept in view at the right edge while a wide table scrolls (a row's actions on a long list). */
  stickyEnd?: boolean;
};

type Props<T> = { columns: Column<T>[]; rows: T[]; rowKey?: (row: T) => string | number };

const cell = <T extends Record<string, unknown>>(c: Column<T>, row: T): ReactNode => (c.render ? c.render(row) : String(row[c.key] ?? ''));
const isActions = <T,>(c: Column<T>) => c.actions ?? c.key === 'actions';

export function DataTable<T extends Record<string, unknown>>(props: Props<T>) {
  const phone = useIsPhone();
  return phone ? <CardList {...props} /> : <WideTable {...props} />;
}

function Empty() {
  return (
    <Text ta="center" c="dimmed" py="md">
      {MSG.common.noRecords}
    </Text>
  );
}

function CardList<T extends Record<string, unknown>>({ columns, rows, rowKey }: Props<T>) {
  if (rows.length === 0) return <Empty />;
  const primary = columns.find((c) => c.primary) ?? columns.find((c) => !isActions(c));
  const fields = columns.filter((c) => c !== primary && !isActions(c) && !c.hideOnMobile);
  const actions = columns.filter(isActions);
  return (
    <ul className={classes.cards} data-testid="row-cards">
      {rows.map((row, i) => (
        <Card component="li" key={rowKey ? rowKey(row) : i} withBorder padding="sm" data-testid="row-card">
          {primary && (
            <Text fw={700} mb={6}>
              {cell(primary, row)}
            </Text>
          )}
          <dl className={classes.fields}>
            {fields.map((c) => (
              <div key={c.key} style={{ display: 'contents' }}>
                <dt>{c.title}</dt>
                <dd>{cell(c, row)}</dd>
              </div>
            ))}
          </dl>
          {actions.map((c) => (
            <div key={c.key} className={classes.actions}>
              {cell(c, row)}
            </div>
          ))}
        </Card>
      ))}
    </ul>
  );
}

function WideTable<T extends Record<string, unknown>>({ columns, rows, rowKey }: Props<T>) {
  return (
    // a wide list scrolls sideways inside its own region, which the keyboard can reach (WCAG 2.1.1, axe scrollable-region-focusable)
    <Box className={classes.scroll} tabIndex={0} role="region" aria-label="Tabla de registros">
      <Table striped highlightOnHover miw={500}>
        {columns.length > 0 && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} className={c.stickyEnd ? classes.stickyEnd : undefined}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={Math.max(columns.length, 1)}>
                <Empty />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, i) => (
              <Table.Tr key={rowKey ? rowKey(row) : i}>
                {columns.map((c) => (
                  <Table.Td key={c.key} className={c.stickyEnd ? classes.stickyEnd : undefined}>
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
