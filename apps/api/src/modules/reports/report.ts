// One pattern for every report (DOMAIN "Reports"; docs/reports.md "One pattern"). A report is:
//  - its filters (a schema in packages/shared, contracts/reports/<name>.ts);
//  - one SQL statement read in keyset batches (`keyset` below), never a whole table in memory;
//  - one presenter, its columns: the screen shows the rows the list call answers, the Excel and the
//    PDF write the same rows through the same columns.
// `mountReportFiles` gives a report its two exports: each is audited (who, which report, which
// filters) in its own transaction before the file is written, then streamed (Excel) or laid out
// (PDF, landscape under the letterhead: the filters at the top, the header repeated on every page,
// page numbers, the summary on the last page).
import type { Router } from 'express';
import type { AnyCall, CallInput } from '@aseo/shared/contracts';
import { formatBs, formatDate, formatPlain, formatUcd } from '@aseo/shared/format';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { mount } from '../../lib/contract.ts';
import { streamExcel, type ExcelColumn, type ExcelInput, type ExcelKind, type ExcelSummary } from '../../lib/excel.ts';
import { letterheadOf, sendPdf, type PdfSection } from '../../lib/pdf.ts';
import type { SignatureLine } from '../../lib/pdf-signatures.ts';
import type { SessionUser } from '../../lib/tokens.ts';

/** A column of a report: its Excel cell (kind, width, value) and, unless `pdf: false`, its PDF column. */
export type ReportColumn<R> = ExcelColumn<R> & {
  /** The PDF column: its width in points of the landscape page (696 between the margins) and alignment. */
  pdf?: { width: number; align?: 'left' | 'right' | 'center'; header?: string } | false;
  /** The PDF cell's text; by default the value formatted by its kind. */
  text?: (row: R) => string;
};

/** A label and its values (UCD, Bs, a count…), printed as the PDF's totals and the Excel's summary sheet. */
export type SummaryLine = { label: string; values: { kind: ExcelKind; value: ExcelInput }[]; strong?: boolean };

/** What an export prints around the rows. */
export type ReportHeading = {
  /** The document's title ('Libro de Ventas') and a line under it (the period). */
  title: string;
  subtitle?: string;
  /** The file's name without extension: what and which period ('libro-de-ventas-2026-11'). */
  fileBase: string;
  /** The filters as printed: label and value ('Desde', '01/11/2026'). */
  filters: [string, string][];
  /** Lines after the summary (a tie-out, a gap check, the audit chain's head hash). */
  notes?: string[];
  /** A fixed date for the workbook (a closed period regenerates the same bytes). */
  created?: Date;
  /** Signature lines at the end of the PDF (a book the office signs: the sales book). */
  signatures?: SignatureLine[];
};

export type ReportDef<C extends AnyCall, R> = {
  /** The report's key (the audit row of an export names it). */
  key: string;
  /** The Excel sheet of the rows. */
  sheet: string;
  /** The columns, or the columns for the filters (a report whose sections differ: Retenciones). */
  columns: readonly ReportColumn<R>[] | ((input: CallInput<C>) => readonly ReportColumn<R>[]);
  /** Every row of the filters, in the report's order (read with `keyset`). */
  rows(input: CallInput<C>, user: SessionUser): AsyncIterable<R>;
  /** The heading and filters of the export. */
  heading(input: CallInput<C>, user: SessionUser): Promise<ReportHeading>;
  /** The summary of the whole report; `seen` are the rows just written (a report may sum them, or read its own SQL). */
  summary?(input: CallInput<C>, seen: { count: number }): Promise<SummaryLine[]> | SummaryLine[];
  /** A PDF is laid out in memory: it lists at most this many rows and says so (the Excel has them all). */
  pdfMaxRows?: number;
};

/** Rows of one SQL statement in batches: `fetch(after, limit)` returns the rows after `after` (the last row of the previous batch). */
export async function* keyset<R>(fetch: (after: R | null, limit: number) => Promise<R[]>, batch = 2000): AsyncGenerator<R> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after, batch);
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!;
  }
}

/** A cell as the PDF prints it, by its column's kind. */
function pdfText<R>(c: ReportColumn<R>, row: R): string {
  if (c.text) return c.text(row);
  const v = c.value ? c.value(row) : (row[c.key as keyof R] as ExcelInput);
  if (v === null || v === undefined || v === '') return '';
  switch (c.kind) {
    case 'date':
      return formatDate(v instanceof Date ? v : String(v));
    case 'money-bs':
    case 'decimal2':
      return formatPlain(String(v), 2);
    case 'money-ucd':
    case 'decimal4':
      return formatPlain(String(v), 4);
    case 'percent':
      return `${formatPlain(String(v), 2)} %`;
    default:
      return String(v);
  }
}

/** A summary value as printed. */
function summaryText(v: { kind: ExcelKind; value: ExcelInput }): string {
  if (v.value === null || v.value === undefined || v.value === '') return '';
  if (v.kind === 'money-bs') return formatBs(String(v.value));
  if (v.kind === 'money-ucd') return formatUcd(String(v.value));
  if (v.kind === 'decimal2') return formatPlain(String(v.value), 2);
  if (v.kind === 'decimal4') return formatPlain(String(v.value), 4);
  if (v.kind === 'percent') return `${formatPlain(String(v.value), 2)} %`;
  return String(v.value);
}

const DEFAULT_PDF_MAX_ROWS = 20_000;

/** Mounts a report's Excel and PDF exports: audited, then written from its rows through its columns. */
export function mountReportFiles<C extends AnyCall, R>(r: Router, ctx: AppContext, calls: { excel: C; pdf: AnyCall }, def: ReportDef<C, R>) {
  // both exports take the same filters (reportCalls): the PDF call is mounted with the Excel's input type
  const pdfCall = calls.pdf as unknown as C;
  const lh = letterheadOf(ctx.cfg);
  const columnsOf = (input: CallInput<C>) => (typeof def.columns === 'function' ? def.columns(input) : def.columns);
  const audit = (user: SessionUser, format: 'excel' | 'pdf', input: unknown) =>
    ctx.db.$transaction((tx) => writeAudit(tx, 'report.exported', { value_id: def.key, user_id: user.id, new: { report: def.key, format, filters: input } }));

  mount(r, ctx, calls.excel, async ({ input, user: caller, res }) => {
    const user = caller as SessionUser; // a report's calls are staff calls (reportCalls)
    const heading = await def.heading(input, user);
    await audit(user, 'excel', input);
    const seen = { count: 0 };
    const counted = (async function* () {
      for await (const row of def.rows(input, user)) {
        seen.count++;
        yield row;
      }
    })();
    let lines: SummaryLine[] = [];
    const summary = (): ExcelSummary => ({
      sheet: 'Resumen',
      rows: [
        { label: heading.title, strong: true },
        ...(heading.subtitle ? [{ label: heading.subtitle }] : []),
        ...heading.filters.map(([label, value]) => ({ label, values: [{ kind: 'text' as const, value }] })),
        { label: '' },
        ...lines.map((l) => ({ label: l.label, values: l.values, strong: l.strong })),
        ...(heading.notes ?? []).map((n) => ({ label: n })),
      ],
    });
    await streamExcel(
      res,
      `${heading.fileBase}.xlsx`,
      def.sheet,
      columnsOf(input),
      (async function* () {
        yield* counted;
        lines = def.summary ? await def.summary(input, seen) : [];
      })(),
      { created: heading.created, summary },
    );
  });

  mount(r, ctx, pdfCall, async ({ input, user: caller, res }) => {
    const user = caller as SessionUser;
    const heading = await def.heading(input, user);
    await audit(user, 'pdf', input);
    const max = def.pdfMaxRows ?? DEFAULT_PDF_MAX_ROWS;
    const cols = columnsOf(input).filter((c) => c.pdf !== false && c.pdf !== undefined);
    const body: string[][] = [];
    const seen = { count: 0 };
    for await (const row of def.rows(input, user)) {
      seen.count++;
      if (body.length < max) body.push(cols.map((c) => pdfText(c, row)));
    }
    const lines = def.summary ? await def.summary(input, seen) : [];
    const width = Math.max(1, ...lines.map((l) => l.values.length));
    const sections: PdfSection[] = [
      { kind: 'fields', heading: 'Filtros', rows: heading.filters, columns: 2 },
      {
        kind: 'table',
        columns: cols.map((c) => {
          const p = c.pdf as { width: number; align?: 'left' | 'right' | 'center'; header?: string };
          return { header: p.header ?? c.header, width: p.width, align: p.align };
        }),
        rows: body,
        empty: 'No hay registros con estos filtros',
      },
    ];
    if (seen.count > body.length)
      sections.push({
        kind: 'note',
        text: `Se muestran los primeros ${body.length} de ${seen.count} registros; la exportación a Excel los trae todos. Los totales cuentan todos.`,
      });
    if (lines.length)
      sections.push({
        kind: 'totals',
        heading: 'Resumen',
        rows: lines.map((l) => ({ label: l.label, values: [...l.values.map(summaryText), ...Array(width - l.values.length).fill('')], strong: l.strong })),
      });
    for (const n of heading.notes ?? []) sections.push({ kind: 'note', text: n });
    if (heading.signatures?.length) sections.push({ kind: 'signatures', lines: heading.signatures });
    await sendPdf(
      res,
      `${heading.fileBase}.pdf`,
      { title: heading.title, subtitle: heading.subtitle, landscape: true, meta: [['Registros', String(seen.count)]], sections },
      lh,
    );
  });
}
