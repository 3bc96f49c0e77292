// The reports' web pieces (issue 28 items 1-2): the filters in the address (defaults left out, an
// emptied default kept, a filter change back to page 1), the export's file name from the API, the
// sales book's period picker arithmetic, the index's catalogue against the route table and the
// permissions, and the generic report screen (count, rows, 'Limpiar filtros', the audit export's
// start date said before any call).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { dispositionName } from '../../src/features/reports/api/reports.ts';
import { REPORTS, reportsFor } from '../../src/features/reports/catalogue.ts';
import { periodStart, withKind } from '../../src/features/reports/components/SalesBookPeriod.tsx';
import { nextFilters, readFilters, writeFilters } from '../../src/features/reports/lib/url-filters.ts';
import { ROUTES } from '../../src/routes/table.ts';

const errors: string[] = [];
const downloads: unknown[] = [];
vi.mock('../../src/lib/dialogs.tsx', () => ({
  showSuccess: async () => {},
  showError: async (m: string) => void errors.push(m),
  showWarning: async () => {},
  confirm: async () => true,
}));
const movements = {
  movements: {
    data: [
      {
        id: '7',
        created_at: '2026-11-12T15:00:00Z',
        log_name: 'Cambio de actividad',
        module: { id: 3, name: 'Tarifas' },
        value_id: '4',
        subject_type: 'Price',
        change: 'Cambio de actividad',
        description: 'updated',
        description_label: 'Actualizado',
        property: null,
        causer: { id: 1, username: 'admin', full_name: 'Ana' },
        detail: '',
        differences_string: '',
        properties: { old: {}, attributes: {} },
        changes: [{ field: 'name', before: 'Comercio', after: 'Comercio al detal' }],
        chain_seq: '7',
      },
    ],
    current_page: 1,
    last_page: 1,
    per_page: 15,
    total: 1,
  },
  users: [{ id: 1, username: 'admin', full_name: 'Ana' }],
  modules: [{ id: 3, name: 'Tarifas' }],
};
vi.mock('../../src/features/reports/api/reports.ts', async (original) => ({
  ...(await original<typeof import('../../src/features/reports/api/reports.ts')>()),
  useReportList: () => ({ data: movements, isError: false, isFetching: false, refetch: async () => {} }),
  downloadReport: async (...args: unknown[]) => void downloads.push(args),
}));
vi.mock('../../src/features/reports/api/audit.ts', () => ({
  useVerifyChain: () => ({ mutateAsync: async () => ({}), isPending: false }),
  useGenerateAudit: () => ({ mutateAsync: async () => ({ message: 'ok' }), isPending: false }),
  useAuditFiles: () => ({ data: { files: [] } }),
  downloadAuditFile: async () => {},
}));

const defaults = { report: 'month', since: '', search: '', status: '' };

describe('filters in the address', () => {
  it('reads the defaults, the values given and an emptied default; writes only what differs', () => {
    expect(readFilters(new URLSearchParams(''), defaults)).toEqual({ filters: defaults, page: 1 });
    const read = readFilters(new URLSearchParams('report=&since=2026-11-01&status=2&page=3&other=x'), defaults);
    expect(read).toEqual({ filters: { report: '', since: '2026-11-01', search: '', status: '2' }, page: 3 });
    expect(writeFilters(read.filters, defaults, read.page).toString()).toBe('report=&since=2026-11-01&status=2&page=3');
    expect(writeFilters(defaults, defaults).toString()).toBe('');
    expect(readFilters(new URLSearchParams('page=-2'), defaults).page).toBe(1);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const at = { filters: { ...defaults, status: '1' }, page: 4 };
    expect(nextFilters(at, { filters: { search: 'V-1' } })).toEqual({ filters: { ...defaults, status: '1', search: 'V-1' }, page: 1 });
    expect(nextFilters(at, { page: 2 })).toEqual({ filters: at.filters, page: 2 });
  });
});

describe('exports', () => {
  it("keep the API's file name (UTF-8 name first)", () => {
    expect(dispositionName(`attachment; filename="libro-de-ventas-2026-11.xlsx"; filename*=UTF-8''libro-de-ventas-2026-11.xlsx`)).toBe(
      'libro-de-ventas-2026-11.xlsx',
    );
    expect(dispositionName(`attachment; filename="a.pdf"; filename*=UTF-8''auditor%C3%ADa.pdf`)).toBe('auditoría.pdf');
    expect(dispositionName('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(dispositionName(undefined)).toBeNull();
  });
});

describe("the sales book's period", () => {
  it('a half-month starts on the 1st or the 16th; a month on the 1st', () => {
    expect(periodStart('half', '2026-11-15')).toBe('2026-11-01');
    expect(periodStart('half', '2026-11-16')).toBe('2026-11-16');
    expect(periodStart('month', '2026-02-28')).toBe('2026-02-01');
  });
  it('choosing a kind keeps the period that contains the current start', () => {
    expect(withKind('half', { report: 'month', since: '2026-11-20', until: '' })).toEqual({ report: 'half', since: '2026-11-16', until: '' });
    expect(withKind('range', { report: 'month', since: '2026-02-01', until: '' })).toEqual({ report: '', since: '2026-02-01', until: '2026-02-28' });
    expect(withKind('month', { report: '', since: '2026-02-10', until: '2026-02-12' })).toEqual({ report: 'month', since: '2026-02-01', until: '' });
  });
});

describe("'Reportes'", () => {
  const admin = { level_id: 1, user_id: null, permissions: [] };
  const reader = { level_id: 2, user_id: null, permissions: [{ code: 'view-reports' }] };
  it('names every report route of the table with its title; built ones are real screens, the others placeholders', () => {
    for (const r of REPORTS) {
      const route = ROUTES.find((x) => x.path === r.path);
      expect(route?.title, r.path).toBe(r.title);
      expect(route?.screen, r.path).toBe(r.soon ? 'placeholder' : 'report');
    }
    expect(ROUTES.find((x) => x.path === '/admin/reports')?.screen).toBe('reports');
  });
  it('shows the audit report only with export-reports-audit', () => {
    expect(reportsFor(admin).map((r) => r.key)).toContain('audit-report');
    expect(reportsFor(reader).map((r) => r.key)).not.toContain('audit-report');
    expect(reportsFor(reader)).toHaveLength(REPORTS.length - 1);
    expect(reportsFor({ ...reader, permissions: [] })).toHaveLength(0);
  });
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

describe('the report screen (Auditoría)', () => {
  it("shows the count and rows, opens a row's changes, refuses the export without a start date; 'Limpiar filtros' empties the address", async () => {
    const { default: AuditReportScreen } = await import('../../src/features/reports/definitions/audit.tsx');
    localStorage.clear();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/admin/reports/audit-report?module_id=3&page=2']}>
            <AuditReportScreen />
            <Where />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('report-count').textContent).toBe('1 registro');
    fireEvent.click(screen.getByRole('button', { name: /^Ver cambios \(1\)/ }));
    const changes = screen.getByTestId('audit-changes');
    expect(changes.textContent).toContain('Comercio al detal');

    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(errors).toContain(MSG.reports.auditStartRequired));
    expect(downloads).toHaveLength(0);
    expect(screen.getAllByText(MSG.reports.auditStartRequired).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
  });

  it('exports with the filters of the address', async () => {
    const { default: AuditReportScreen } = await import('../../src/features/reports/definitions/audit.tsx');
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/admin/reports/audit-report?since=2026-11-01&module_id=3&page=2']}>
            <AuditReportScreen />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [call, query, name] = downloads[0] as [{ path: string }, Record<string, unknown>, string];
    expect(call.path).toBe('/admin/reports/audit_report/pdf');
    expect(query).toMatchObject({ since: '2026-11-01', module_id: 3 });
    expect(name).toBe('auditoria.pdf');
  });
});

describe("the sales book's checks", () => {
  const answer = (gaps: number[], ok: boolean) =>
    ({
      summary: {
        rows: 3,
        registered: 2,
        annulled: 1,
        adjustments: 0,
        total_bs: '1160.00',
        exempt_bs: '0.00',
        base_bs: '1000.00',
        iva_bs: '160.00',
        withheld_bs: '0.00',
        aseo_bs: '1160.00',
        df_bs: '0.00',
        total_ucd: '23.2000',
        by_rate: [{ iva_percentage: '16.00', count: 2, base_bs: '1000.00', iva_bs: '160.00' }],
      },
      tie_out: { rows_total_bs: '1160.00', bills_total_bs: ok ? '1160.00' : '1740.00', difference_bs: ok ? '0.00' : '-580.00', ok },
      gaps: { count: gaps.length, numbers: gaps },
    }) as unknown as import('../../src/features/reports/components/SalesBookParts.tsx').SalesBookAnswer;

  it('green when the rows tie out and no number is missing; red listing the missing numbers', async () => {
    const { SalesBookSummary } = await import('../../src/features/reports/components/SalesBookParts.tsx');
    const view = render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SalesBookSummary answer={answer([], true)} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('sales-book-tie-out').dataset.ok).toBe('1');
    expect(screen.getByTestId('sales-book-gaps').dataset.ok).toBe('1');
    expect(screen.getByTestId('sales-book-summary').textContent).toContain('Bs. 1.160,00');
    view.unmount();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SalesBookSummary answer={answer([5, 7], false)} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('sales-book-tie-out').dataset.ok).toBe('0');
    expect(screen.getByTestId('sales-book-tie-out').textContent).toContain('Bs. -580,00');
    const gaps = screen.getByTestId('sales-book-gaps');
    expect(gaps.dataset.ok).toBe('0');
    expect(gaps.textContent).toContain('00000005, 00000007');
  });
});
