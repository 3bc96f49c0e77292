// Table with the spec's empty message. Below 768 px each row is a card instead: the `primary`
// column as its heading, the other columns as "Título: valor" pairs, the actions column (key
// 'actions' or `actions: true`) at the bottom with 44 px targets, so nothing falls off screen.
//
// On a wider screen the table fits its box (issue 26 item 4): cells stay on one line (a column
// marked `wrap` wraps its free text), and while the table is wider than its box the columns with a
// `fold` move, lowest `fold` first, into the row's detail, opened by the button at the start of the
// row. Only when every foldable column is folded and the table is still too wide do cells wrap, and
// last of all the table scrolls sideways in its own region. Money columns are right-aligned, in
// tabular figures, and never wrap.
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Card, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
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
  /** An amount: right-aligned, tabular figures, never wrapped or cut. */
  money?: boolean;
  /**
   * Free text that wraps in its cell (a description, a name, a reason); the table folds columns
   * until it has 10rem for it (or its whole text, when shorter). Other cells keep one line while
   * the table fits.
   */
  wrap?: boolean;
  /**
   * A secondary column: folds into the row's detail while the table does not fit its box. The
   * lowest number folds first; columns without one always stay.
   */
  fold?: number;
};

type Props<T> = {
  columns: Column<T>[];
  rows: T[];
  rowKey?: (row: T) => string | number;
  /** Names the row in its detail button ("Más datos de …"); the primary column's value by default. */
  rowLabel?: (row: T) => string;
};

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
                <dd className={c.money ? classes.moneyField : undefined}>{cell(c, row)}</dd>
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

/** How the table fits its box: `folded` foldable columns in the rows' detail, `loose` when cells may wrap too. */
type Fit = { sig: string; width: number; folded: number; loose: boolean };
/** A box this much wider than when the table was last fitted fits it again from every column (a scrollbar coming and going is less). */
const REFIT_GROWTH = 24;

function WideTable<T extends Record<string, unknown>>({ columns, rows, rowKey, rowLabel }: Props<T>) {
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  const boxRef = useMergedRef(box, sizeRef);
  const foldOrder = columns.filter((c) => c.fold != null).sort((a, b) => a.fold! - b.fold!);
  const keyOf = (row: T, i: number) => (rowKey ? rowKey(row) : i);
  const sig = `${columns.map((c) => c.key).join(',')}|${rows.map(keyOf).join(',')}`;
  const [fit, setFit] = useState<Fit>({ sig: '', width: 0, folded: 0, loose: false });
  // new columns or rows, or a box grown wider: fit again from every column, before the paint
  const stale = fit.sig !== sig || width > fit.width + REFIT_GROWTH;
  const folded = stale ? 0 : Math.min(fit.folded, foldOrder.length);
  const loose = stale ? false : fit.loose;
  const hidden = new Set(foldOrder.slice(0, folded).map((c) => c.key));
  const shown = columns.filter((c) => !hidden.has(c.key));
  const detail = columns.filter((c) => hidden.has(c.key));
  const [open, setOpen] = useState<Set<string | number>>(() => new Set());

  // one column more into the detail (or, when none is left, wrapping) per pass while the table is wider than its box
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // measured with each free-text cell at its width up to 10rem (its words stacked one per line would always fit)
    const table = el.querySelector('table');
    table?.classList.add(classes.measuring!);
    const over = el.scrollWidth > el.clientWidth + 1;
    table?.classList.remove(classes.measuring!);
    const next: Fit = { sig, width: stale ? el.clientWidth : Math.min(fit.width, el.clientWidth), folded, loose };
    if (over && folded < foldOrder.length) next.folded = folded + 1;
    else if (over && !loose) next.loose = true;
    if (next.sig !== fit.sig || next.width !== fit.width || next.folded !== fit.folded || next.loose !== fit.loose) setFit(next);
    // after every change of what the table shows or of its box (rows and columns are new arrays on each read of the list)
  }, [sig, stale, fit, folded, loose, foldOrder.length, width, rows, columns]);

  const primary = columns.find((c) => c.primary) ?? columns.find((c) => !isActions(c));
  const labelOf = (row: T, i: number) => rowLabel?.(row) || (primary && !primary.render ? String(row[primary.key] ?? '') : '') || `la fila ${i + 1}`;
  const toggle = (k: string | number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(k)) next.add(k);
      return next;
    });
  // titles wrap between their words; values keep one line unless free text (or nothing else fits)
  const cellClass = (c: Column<T>, head = false) =>
    [c.stickyEnd && classes.stickyEnd, c.money && classes.money, !head && !c.money && !c.wrap && !loose && classes.nowrap].filter(Boolean).join(' ') ||
    undefined;
  const span = shown.length + (detail.length ? 1 : 0);

  return (
    // a wide list scrolls sideways inside its own region, which the keyboard can reach (WCAG 2.1.1, axe scrollable-region-focusable)
    <Box ref={boxRef} className={classes.scroll} tabIndex={0} role="region" aria-label="Tabla de registros" data-folded={folded}>
      <Table highlightOnHover miw={500}>
        {columns.length > 0 && (
          <Table.Thead>
            <Table.Tr>
              {detail.length > 0 && (
                <Table.Th className={classes.toggle}>
                  <VisuallyHidden>Detalle</VisuallyHidden>
                </Table.Th>
              )}
              {shown.map((c) => (
                <Table.Th key={c.key} className={cellClass(c, true)}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={Math.max(span, 1)}>
                <Empty />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, i) => {
              const k = keyOf(row, i);
              const expanded = detail.length > 0 && open.has(k);
              const stripe = i % 2 === 0 ? classes.stripe : undefined;
              const detailId = `row-detail-${String(k).replace(/[^\w-]/g, '_')}-${i}`;
              return (
                <Fragment key={k}>
                  <Table.Tr className={stripe}>
                    {detail.length > 0 && (
                      <Table.Td className={classes.toggle}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-expanded={expanded}
                          aria-controls={expanded ? detailId : undefined}
                          aria-label={`Más datos de ${labelOf(row, i)}`}
                          onClick={() => toggle(k)}
                        >
                          {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                        </ActionIcon>
                      </Table.Td>
                    )}
                    {shown.map((c) => (
                      <Table.Td key={c.key} className={cellClass(c)}>
                        {c.wrap && !loose ? <div className={classes.wrapBox}>{cell(c, row)}</div> : cell(c, row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr className={stripe} id={detailId} data-testid="row-detail">
                      <Table.Td colSpan={span}>
                        <dl className={classes.detail}>
                          {detail.map((c) => (
                            <div key={c.key}>
                              <dt>{c.title}</dt>
                              <dd className={c.money ? classes.moneyField : undefined}>{cell(c, row)}</dd>
                            </div>
                          ))}
                        </dl>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
