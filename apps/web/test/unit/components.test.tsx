// The shared widgets rendered (jsdom): empty states, the number and document inputs as a user
// types, the debounced search and the list state going back to page 1.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { limitDocument } from '@aseo/shared/schemas';
import { DataTable } from '../../src/components/DataTable.tsx';
import { NumberField } from '../../src/components/NumberField.tsx';
import { Pager } from '../../src/components/Pager.tsx';
import { SearchInput } from '../../src/components/SearchInput.tsx';
import { SelectField } from '../../src/components/SelectField.tsx';
import { SearchSelect } from '../../src/components/SearchSelect.tsx';
import { Modal } from '../../src/components/Modal.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useListState } from '../../src/components/list-state.ts';

// env="test" turns off transitions and portals, so dropdowns render at once
const ui = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

function Controlled({ mode, initial = '' }: { mode: Parameters<typeof NumberField>[0]['mode']; initial?: string }) {
  const [v, setV] = useState(initial);
  return <NumberField label="Monto" mode={mode} value={v} onChange={setV} />;
}

function DocumentInput({ type }: { type: number | null }) {
  const [v, setV] = useState('');
  return <input aria-label="Documento" value={v} onChange={(e) => setV(limitDocument(type, e.currentTarget.value))} />;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('table', () => {
  it("an empty table says 'No hay registros'", () => {
    ui(<DataTable columns={[{ key: 'code', title: 'Código' }]} rows={[]} />);
    expect(screen.getByText('No hay registros')).toBeTruthy();
    expect(screen.getByText('Código')).toBeTruthy();
  });
  it('rows render through the columns', () => {
    ui(
      <DataTable
        columns={[
          { key: 'code', title: 'Código' },
          { key: 'x', title: 'X', render: (r) => `#${r.code}` },
        ]}
        rows={[{ code: 'AU-1' }]}
      />,
    );
    expect(screen.getByText('AU-1')).toBeTruthy();
    expect(screen.getByText('#AU-1')).toBeTruthy();
    expect(screen.queryByText('No hay registros')).toBeNull();
  });
});

describe('select', () => {
  it("says 'No hay resultados' when the search matches nothing (groups allowed)", async () => {
    ui(<SelectField label="Banco" data={[{ group: 'Públicos', items: [{ value: '1', label: 'Banco de Venezuela' }] }]} value={null} onChange={() => {}} />);
    const input = screen.getAllByLabelText('Banco').find((el) => el.tagName === 'INPUT')!;
    await userEvent.click(input);
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No hay resultados')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'venez');
    expect(await screen.findByText('Públicos')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Banco de Venezuela' })).toBeTruthy();
  });
});

describe('number input while typing', () => {
  it('digits only', () => {
    ui(<Controlled mode={{ kind: 'digits' }} />);
    type('Monto', '04a14-5');
    expect(valueOf('Monto')).toBe('04145');
  });
  it('non-negative decimals with a precision', () => {
    ui(<Controlled mode={{ kind: 'decimal', precision: 4 }} />);
    type('Monto', '-52,75129');
    expect(valueOf('Monto')).toBe('52,7512');
    expect(screen.getByText('Se enviará: 52.7512')).toBeTruthy();
  });
  it('an integer field refuses a separator with the message, never joins the digits', () => {
    ui(<Controlled mode={{ kind: 'integer' }} />);
    type('Monto', '7,5');
    expect(valueOf('Monto')).toBe('7,5');
    expect(screen.getByText('El valor numérico no es válido')).toBeTruthy();
  });
  it('at or above 1e13 the keystroke is refused', () => {
    ui(<Controlled mode={{ kind: 'decimal', precision: 2 }} initial="999999999999" />);
    type('Monto', '9999999999999');
    expect(valueOf('Monto')).toBe('9999999999999');
    type('Monto', '99999999999999');
    expect(valueOf('Monto')).toBe('9999999999999');
  });
  it('empty is allowed', () => {
    ui(<Controlled mode={{ kind: 'decimal' }} initial="12" />);
    type('Monto', '');
    expect(valueOf('Monto')).toBe('');
  });
});

describe('document input while typing', () => {
  it.each([
    [1, 8],
    [2, 20],
    [3, 9],
    [4, 9],
    [null, 0],
  ] as const)('type %s keeps %s digits', (t, max) => {
    ui(<DocumentInput type={t} />);
    type('Documento', '1'.repeat(30));
    expect(valueOf('Documento')).toHaveLength(max);
  });
});

describe('search input', () => {
  it('reports the text 1000 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    ui(<SearchInput aria-label="Buscar" value="" onSearch={onSearch} />);
    type('Buscar', 'ca');
    act(() => void vi.advanceTimersByTime(600));
    type('Buscar', 'caja');
    act(() => void vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('caja');
    vi.useRealTimers();
  });
});

describe('pagination', () => {
  it('shows first, last, the neighbours of the current page and ellipses', () => {
    ui(<Pager page={5} lastPage={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav.textContent).toBe('‹1…456…10›');
  });
  it('a single page shows no pager', () => {
    ui(<Pager page={1} lastPage={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('list state hook', () => {
  it('a filter change returns to page 1', () => {
    const { result } = renderHook(() => useListState({ search: '', status: 1 }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilters({ search: 'AU' }));
    expect(result.current).toMatchObject({ page: 1, filters: { search: 'AU', status: 1 } });
  });
});

describe('search select', () => {
  it('asks the server with the typed text and keeps the choice', async () => {
    const load = vi.fn(async (q: string) => (q === 'jo' ? [{ value: '7', label: 'José Rodríguez' }] : []));
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SearchSelect label="Contribuyente" queryKey={['clients']} load={load} value={null} onChange={onChange} minLength={2} debounceMs={0} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const input = screen.getAllByLabelText('Contribuyente').find((el) => el.tagName === 'INPUT')!;
    await userEvent.click(input);
    await userEvent.type(input, 'jo');
    await userEvent.click(await screen.findByRole('option', { name: 'José Rodríguez' }));
    expect(load).toHaveBeenCalledWith('jo');
    expect(load).not.toHaveBeenCalledWith('j');
    expect(onChange).toHaveBeenCalledWith('7', { value: '7', label: 'José Rodríguez' });
  });
  it("says 'No hay resultados' when the server finds nothing", async () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SearchSelect label="Contribuyente" queryKey={['clients']} load={async () => []} value={null} onChange={() => {}} debounceMs={0} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const input = screen.getAllByLabelText('Contribuyente').find((el) => el.tagName === 'INPUT')!;
    await userEvent.click(input);
    await userEvent.type(input, 'zz');
    expect(await screen.findByText('No hay resultados')).toBeTruthy();
  });
});

describe('modal', () => {
  it('is a dialog named by its title, with its footer actions', () => {
    ui(
      <Modal opened onClose={() => {}} title="Pagos Pendientes" footer={<button>Cerrar</button>}>
        contenido
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Pagos Pendientes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
