// Screens of issue 25 item 8 rendered (jsdom): the old desk's summary shows fines by type, staff's
// 'Historial de Comprobantes' shows 'code (username)', and reconciling a payment in 'Pagos' opens its
// invoice PDF.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINE_TYPE } from '@aseo/shared/constants';
import type { DeskCardData, DeskRow } from '../../src/features/cash/api/cash.ts';
import { BillSummary } from '../../src/features/cash/components/BillSummary.tsx';
import { composeDesk, rowItem } from '../../src/features/cash/lib/desk-bill.ts';
import type { BillRow } from '../../src/features/payments/api/payments.ts';
import { BillActionModal } from '../../src/features/payments/components/BillActionModal.tsx';
import type { HistoryRow } from '../../src/features/voucher-history/api/voucher-history.ts';
import VoucherHistoryScreen from '../../src/features/voucher-history/routes/VoucherHistoryScreen.tsx';

const history: { rows: HistoryRow[] } = { rows: [] };
vi.mock('../../src/lib/dialogs.tsx', () => ({ showSuccess: async () => {}, showError: async () => {}, confirm: async () => true }));
vi.mock('../../src/features/voucher-history/api/voucher-history.ts', () => ({
  useHistory: () => ({ data: { bills: { data: history.rows, total: history.rows.length, last_page: 1 } } }),
  useUploadWithholding: () => ({ mutateAsync: async () => ({}), isPending: false }),
  downloadWithholding: async () => {},
}));
const reviewed: unknown[] = [];
vi.mock('../../src/features/payments/api/payments.ts', async (original) => ({
  ...(await original<typeof import('../../src/features/payments/api/payments.ts')>()),
  useReview: () => ({
    mutateAsync: async (input: unknown) => (reviewed.push(input), { message: 'Se ha modificado el estatus del pago' }),
    isPending: false,
  }),
  useControlNumber: () => ({ mutateAsync: async () => ({ message: 'Se ha guardado el número de control' }), isPending: false }),
  useBillVouchers: () => ({ data: { bill: { amount_paid: '580.00', vouchers: [] } }, isPending: false, isError: false }),
}));
// the invoice's window is opened in the click, then shown the PDF (lib/print-window.ts)
const printed: string[] = [];
const printWindows = { opened: 0 };
vi.mock('../../src/features/payments/lib/print-window.ts', () => ({
  openPrintWindow: () => (printWindows.opened++, { show: async (url: string) => void printed.push(url), close: () => {} }),
}));

const ui = (node: ReactNode) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
afterEach(() => vi.restoreAllMocks());

describe('a notice whose rate staff fixed', () => {
  it('is composed at its own rate on the desk, as the server charges it (36,60, not at the day rate)', () => {
    const card = { conversion_petro: '50', iva: '16', discount: null, retention_percent: '75', credit: '0', property: { id: 1, retention: 0, exempt: false } };
    const row = {
      kind: 'notice',
      id: 9,
      date: '2026-01-01',
      service_type_id: 1,
      subtotal: '10.0000',
      fines: '0',
      fine_ids: [],
      fine_amounts: [],
      interest: '0',
      interest_id: null,
      rate: '3.1552',
      use_conversion_local: true,
    };
    const bill = composeDesk(card as unknown as DeskCardData, [rowItem(row as unknown as DeskRow, false)], [], false, false);
    expect(bill.total.bs.toFixed(2)).toBe('36.60');
  });
});

describe("the old desk's summary", () => {
  const card = {
    conversion_petro: '50',
    iva: '16',
    discount: null,
    retention_percent: '75',
    credit: '0',
    property: { id: 1, retention: 0, exempt: false },
  } as unknown as DeskCardData;
  const row = {
    kind: 'notice',
    id: 7,
    date: '2026-01-01',
    service_type_id: 1,
    subtotal: '10.0000',
    fines: '2.0000',
    fine_ids: [3],
    fine_amounts: ['2.0000'],
    interest: '0.5000',
    interest_id: 4,
  } as unknown as DeskRow;
  const bill = composeDesk(card, [rowItem(row, false)], [], false, false);

  it('shows the fines by type: Multa and Intereses apart (001 "Old cash desk"), at both desks', () => {
    expect(bill.lines.filter((l) => l.kind === 'fine').map((l) => l.fine_type_id)).toEqual([FINE_TYPE.FINE, FINE_TYPE.INTEREST]);
    ui(<BillSummary bill={bill} card={card} />);
    const summary = screen.getByRole('region', { name: 'Resumen de la factura' });
    expect(within(summary).getByText('Multa')).toBeTruthy();
    expect(screen.getByTestId('summary-fines').textContent).toMatch(/^Bs\. 100,00/);
    expect(within(summary).getByText('Intereses')).toBeTruthy();
    expect(screen.getByTestId('summary-interest').textContent).toMatch(/^Bs\. 25,00/);
  });
});

const billRow = {
  id: 41,
  created_at: '2026-02-03T10:00:00.000Z',
  since: '2026-01-01',
  until: '2026-01-01',
  number: 12,
  number_format: '00000012',
  status: 0,
  status_text: 'Por conciliar',
  bill_type_text: 'Deuda',
  amount_paid: '580.00',
  total_bs: '580.00',
  due_bs: '580.00',
  retention_bs: '0.00',
  reference: '12345678',
  bank: 'Banco de Venezuela',
  payment_method: 'Transferencia',
  details_new: [{ id: 3, payment_method: 'Transferencia', bank: 'Banco de Venezuela', number: '12345678', amount_paid: '580.00', date: '2026-02-01' }],
  control_number: null,
  crypt: 'bill-crypt',
  property: { id: 5, code: 'AU-0005', type: 'Comercial' },
  user: { id: 9, username: 'bodegaelsol', full_name: 'Bodega El Sol', full_document: 'J-123456789', retention: 0, crypt: 'user-crypt' },
  withholding: null,
  claim: null,
};

describe("staff 'Historial de Comprobantes'", () => {
  it("the 'code (username)' column shows the property's code and its owner's username", () => {
    history.rows = [billRow as unknown as HistoryRow];
    ui(<VoucherHistoryScreen route={{ guard: 'admin' }} />);
    expect(screen.getAllByText('AU-0005 (bodegaelsol)').length).toBeGreaterThan(0);
  });

  it('the taxpayer sees the code alone', () => {
    history.rows = [billRow as unknown as HistoryRow];
    ui(<VoucherHistoryScreen route={{ guard: 'client' }} />);
    expect(screen.getAllByText('AU-0005').length).toBeGreaterThan(0);
    expect(screen.queryByText(/bodegaelsol/)).toBeNull();
  });
});

describe("'Pagos': reconcile", () => {
  it('reconciling a payment opens its invoice PDF in another window (001 "Reconciling ... prints the invoice")', async () => {
    const closed = vi.fn();
    ui(<BillActionModal bill={billRow as unknown as BillRow} action="reconcile" onClose={closed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    // prefilled: the amount paid and the transfer's day
    expect(reviewed).toEqual([expect.objectContaining({ bill_id: 41, status: 1, amount_paid: '580.00', reception_date: '2026-02-01' })]);
    expect(printed).toEqual(['/api/admin/cash/print/bill-crypt/user-crypt']);
  });

  it('another action prints nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const before = printWindows.opened;
    const closed = vi.fn();
    ui(<BillActionModal bill={billRow as unknown as BillRow} action="control" onClose={closed} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Número de control/ }), { target: { value: '00-000123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
    expect(printWindows.opened).toBe(before);
  });
});
