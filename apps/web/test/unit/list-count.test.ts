// The record count of paged lists ("1–15 de 27", issue 11) and the phone layout of DataTable.
import { createElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../src/components/DataTable.tsx';
import { ListSummary } from '../../src/components/ListFooter.tsx';
import { countText, pageRange } from '../../src/components/list-summary.ts';

const page = (current_page: number, per_page: number, total: number, rows: number) => ({ current_page, per_page, total, data: Array.from({ length: rows }) });

describe('count text', () => {
  it.each([
    [page(1, 15, 27, 15), '1–15 de 27'],
    [page(2, 15, 27, 12), '16–27 de 27'],
    [page(1, 15, 1, 1), '1–1 de 1'],
    [page(3, 15, 31, 1), '31–31 de 31'],
    [page(70, 15, 123456, 15), '1.036–1.050 de 123.456'],
    // a total counted a moment earlier never reads below the rows shown
    [page(2, 15, 20, 15), '16–30 de 30'],
    [page(1, 15, 0, 0), ''],
    [page(4, 15, 40, 0), ''],
  ])('%j → %s', (p, text) => expect(countText(pageRange(p))).toBe(text));
  it('no page yet: nothing', () => {
    expect(pageRange(undefined)).toBeNull();
    expect(countText(null)).toBe('');
  });
});

const inMantine = (node: ReturnType<typeof createElement>) => render(createElement(MantineProvider, null, node));

describe('ListSummary', () => {
  it('is a polite live region that stays mounted and announces each new count', () => {
    const view = inMantine(createElement(ListSummary, { data: page(1, 15, 0, 0) }));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    view.rerender(createElement(MantineProvider, null, createElement(ListSummary, { data: page(1, 15, 27, 15) })));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('1–15 de 27');
  });
});

describe('DataTable on a phone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const phone = () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width: 767px'), media: query })) as typeof window.matchMedia;
  };
  type Row = { id: number; code: string; name: string; note: string };
  const rows: Row[] = [
    { id: 1, code: 'AU-1', name: 'Bodega', note: 'x' },
    { id: 2, code: 'AU-2', name: 'Farmacia', note: 'y' },
  ];
  const table = () =>
    createElement(DataTable<Row>, {
      rows,
      rowKey: (r) => r.id,
      columns: [
        { key: 'code', title: 'Código' },
        { key: 'name', title: 'Nombre', primary: true },
        { key: 'note', title: 'Nota', hideOnMobile: true },
        { key: 'actions', title: 'Acciones', render: (r) => createElement('button', { type: 'button' }, `Editar ${r.code}`) },
      ],
    });

  it('each row is a card: the primary column as heading, "Título: valor" pairs, the actions at the foot', () => {
    phone();
    inMantine(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('row-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(cards[0].firstElementChild?.textContent).toBe('Bodega');
    expect([...cards[0].querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Código']);
    expect(cards[0].querySelector('dd')?.textContent).toBe('AU-1');
    expect(first.queryByText('x')).toBeNull();
    expect(cards[0].lastElementChild?.textContent).toBe('Editar AU-1');
  });

  it('a wide screen keeps the table with every column', () => {
    inMantine(table());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Código', 'Nombre', 'Nota', 'Acciones']);
    expect(screen.queryByTestId('row-card')).toBeNull();
  });
});
