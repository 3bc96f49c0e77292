// 'Conciliación bancaria' (docs/reports.md "Conciliación bancaria"; DOMAIN "Reports"): the lines
// the screen pages through, the totals per account with the difference explained, and the Excel
// and PDF through the same columns (report.ts). SQL: bank-reconciliation.sql.ts.
import { PAGE_SIZE } from '@aseo/shared/constants';
import { BANK_RECONCILIATION_SIDE_LABELS, reportsCalls, type BankReconciliationFilters, type BankReconciliationRow } from '@aseo/shared/contracts';
import type { BankReconciliationTotal } from '@aseo/shared/contracts';
import { formatDate, invoiceNumberText, receiptNumberText } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { bankReconciliationDefaultRange, todayYmd } from '@aseo/shared/schemas';
import { Prisma } from '@aseo/db/client';
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { paged } from '../../lib/paging.ts';
import { queryRows } from '../../lib/sql.ts';
import { valueNowSql } from '../ledger/index.ts';
import { bankLines, bankTotals, type BankLineRaw, type BankTotalRaw, type Range } from './bank-reconciliation.sql.ts';
import { mountReportFiles, type ReportColumn, type SummaryLine } from './report.ts';

const calls = { list: reportsCalls.bankReconciliation, excel: reportsCalls.bankReconciliationExcel };
const files = { excel: calls.excel, pdf: reportsCalls.bankReconciliationPdf };
const T = MSG.reports;
const STATUS_TEXT = { matched: 'Conciliado', 'unmatched-voucher': 'Pago sin movimiento', 'unmatched-movement': 'Movimiento sin pago' } as const;

/** The range: the filters', else this month to today (001 section 2); one end given, the other from the default. */
export function rangeOf(f: BankReconciliationFilters): Range {
  const d = bankReconciliationDefaultRange(f.until && !f.since ? f.until : todayYmd());
  return { since: f.since ?? d.since, until: f.until ?? (f.since && f.since > d.until ? f.since : d.until) };
}

const billText = (no: number | null, receipt: number | null) => (no !== null ? invoiceNumberText(no) : receipt !== null ? receiptNumberText(receipt) : '');

function reasonOf(r: BankLineRaw): string | null {
  if (r.status === 'matched') return null;
  if (r.status === 'unmatched-voucher') return r.other_day ? fillMessage(T.bankOtherPeriod, { date: formatDate(r.other_day) }) : T.bankNoMovement;
  if (r.m_status === 'CONFIRMED' && r.other_day) return fillMessage(T.bankPaymentOtherPeriod, { date: formatDate(r.other_day) });
  if (r.m_status === 'PROPOSED') return fillMessage(T.bankProposed, { bill: billText(r.proposed_no, r.proposed_receipt) });
  return r.m_reason ?? T.bankMismatch;
}

export function bankLineRow(r: BankLineRaw): BankReconciliationRow {
  return {
    key: r.voucher_id !== null ? `v${r.voucher_id}` : `m${r.movement_id}`,
    status: r.status,
    status_text: STATUS_TEXT[r.status],
    account: { id: r.account_id, bank: r.bank, number: r.account_number, name: r.account_name },
    date: r.day,
    voucher:
      r.voucher_id !== null
        ? {
            id: r.voucher_id,
            bill_id: r.bill_id!,
            bill_number: billText(r.bill_no, r.receipt_number),
            customer_name: r.customer_name ?? '',
            method: r.method ?? '',
            reference: r.v_reference,
            reception_date: r.reception_date!,
            amount: r.v_amount as never,
            df: (r.df ?? '0.00') as never,
          }
        : null,
    movement:
      r.movement_id !== null
        ? {
            id: r.movement_id,
            date: r.m_date!,
            reference: r.m_reference ?? '',
            description: r.description,
            amount: r.m_amount as never,
            status: r.m_status ?? '',
          }
        : null,
    reason: reasonOf(r),
  };
}

function totalOf(t: BankTotalRaw): BankReconciliationTotal {
  const side = (count: number, amount: string) => ({ count, amount: amount as never });
  return {
    account: { id: t.account_id, bank: t.bank, number: t.account_number, name: t.account_name },
    vouchers: side(t.vouchers_count, t.vouchers_amount),
    movements: side(t.movements_count, t.movements_amount),
    matched: side(t.matched_count, t.matched_amount),
    unmatched_vouchers: side(t.uv_count, t.uv_amount),
    unmatched_movements: side(t.um_count, t.um_amount),
    difference: t.difference as never,
    explained: t.explained as never,
    unexplained: t.unexplained as never,
    df: t.df as never,
  };
}

const money = (row: BankReconciliationRow, k: 'voucher' | 'movement') => row[k]?.amount ?? null;
const columns = (f: BankReconciliationFilters): ReportColumn<BankReconciliationRow>[] => [
  { header: 'Cuenta', key: 'account', kind: 'text', width: 26, value: (r) => `${r.account.bank} ${r.account.number}`, pdf: { width: 84 } },
  { header: 'Fecha', key: 'date', kind: 'date', width: 12, pdf: { width: 50 } },
  { header: 'Estado', key: 'status_text', kind: 'text', width: 20, pdf: { width: 62 } },
  { header: 'Pago', key: 'bill', kind: 'text', width: 13, value: (r) => r.voucher?.bill_number ?? '', pdf: { width: 50 } },
  { header: 'Contribuyente', key: 'customer', kind: 'text', width: 28, value: (r) => r.voucher?.customer_name ?? '', pdf: { width: 80 } },
  { header: 'Ref. pago', key: 'v_ref', kind: 'text', width: 12, value: (r) => r.voucher?.reference ?? '', pdf: { width: 46 } },
  { header: 'Monto pago Bs.', key: 'v_amount', kind: 'money-bs', width: 16, value: (r) => money(r, 'voucher'), pdf: { width: 58, align: 'right' } },
  ...(f.institution_id
    ? [
        {
          header: 'DF Bs.',
          key: 'df',
          kind: 'money-bs',
          width: 14,
          value: (r) => r.voucher?.df ?? null,
          pdf: { width: 46, align: 'right' },
        } as ReportColumn<BankReconciliationRow>,
      ]
    : []),
  { header: 'Fecha mov.', key: 'm_date', kind: 'date', width: 12, value: (r) => r.movement?.date ?? null, pdf: { width: 50 } },
  { header: 'Ref. movimiento', key: 'm_ref', kind: 'text', width: 16, value: (r) => r.movement?.reference ?? '', pdf: { width: 56 } },
  { header: 'Monto mov. Bs.', key: 'm_amount', kind: 'money-bs', width: 16, value: (r) => money(r, 'movement'), pdf: { width: 58, align: 'right' } },
  { header: 'Motivo', key: 'reason', kind: 'text', width: 50, value: (r) => r.reason ?? '', pdf: { width: f.institution_id ? 56 : 102 } },
];

async function totalsOf(ctx: AppContext, f: BankReconciliationFilters, r: Range) {
  return (await bankTotals(ctx.db, f, r)).map((t) => ({ raw: t, total: totalOf(t) }));
}

export function mountBankReconciliationReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const range = rangeOf(input);
    const page = Math.max(1, input.page);
    const [rows, totals, rate, accounts, institutions] = await Promise.all([
      bankLines(ctx.db, input, range, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      totalsOf(ctx, input, range),
      queryRows<{ amount: string | null }>(ctx.db, Prisma.sql`SELECT ${valueNowSql('conversion_petro')}::text AS amount`),
      ctx.db.bankAccount.findMany({ where: { deleted_at: null }, include: { bank: true }, orderBy: { id: 'asc' } }),
      ctx.db.institution.findMany({ select: { id: true, name: true }, orderBy: { id: 'asc' } }),
    ]);
    const shown = totals.reduce((s, t) => s + t.raw.shown, 0);
    return {
      bills: paged(rows.map(bankLineRow), shown, { current: page, size: PAGE_SIZE }),
      conversion_petro: rate[0]?.amount ? { amount: rate[0].amount as never } : null,
      totals: totals.map((t) => t.total),
      since: range.since,
      until: range.until,
      df_applies: input.institution_id !== undefined,
      accounts: accounts.map((a) => ({ id: a.id, bank: a.bank.name, number: a.number, name: a.name })),
      institutions,
    };
  });

  mountReportFiles(r, ctx, files, {
    key: 'bank-reconciliation',
    sheet: 'Conciliación bancaria',
    columns,
    async *rows(input) {
      const range = rangeOf(input);
      for (let offset = 0; ; offset += 2000) {
        const batch = await bankLines(ctx.db, input, range, 2000, offset);
        for (const raw of batch) yield bankLineRow(raw);
        if (batch.length < 2000) return;
      }
    },
    async heading(input) {
      const range = rangeOf(input);
      const acc = input.bank_account_id ? await ctx.db.bankAccount.findUnique({ where: { id: input.bank_account_id }, include: { bank: true } }) : null;
      const inst = input.institution_id ? await ctx.db.institution.findUnique({ where: { id: input.institution_id } }) : null;
      return {
        title: 'Conciliación bancaria',
        subtitle: `Pagos aceptados frente a los movimientos del estado de cuenta · Del ${formatDate(range.since)} al ${formatDate(range.until)}`,
        fileBase: `conciliacion-bancaria-${range.since}-a-${range.until}`,
        filters: [
          ['Desde', formatDate(range.since)],
          ['Hasta', formatDate(range.until)],
          ['Cuenta', acc ? `${acc.bank.name} ${acc.number}` : input.bank_account_id ? `#${input.bank_account_id}` : 'Todas'],
          ['Institución', inst?.name ?? (input.institution_id ? `#${input.institution_id}` : 'Todas')],
          ['Ver', BANK_RECONCILIATION_SIDE_LABELS[input.side]],
        ],
        notes: [
          'Diferencia = pagos aceptados - movimientos; la explican las líneas sin pareja: pagos sin movimiento - movimientos sin pago. No explicada = diferencia - explicada (0).',
          ...(input.institution_id ? [] : ['La columna DF (disposición) se muestra solo al filtrar una institución.']),
        ],
      };
    },
    async summary(input): Promise<SummaryLine[]> {
      const totals = await totalsOf(ctx, input, rangeOf(input));
      const line = (label: string, count: number | null, amount: string, strong = false): SummaryLine => ({
        label,
        strong,
        values: [
          { kind: 'integer', value: count },
          { kind: 'money-bs', value: amount },
        ],
      });
      return totals.flatMap(({ total: t }) => {
        const name = `${t.account.bank} ${t.account.number}`;
        return [
          line(`${name} · Pagos aceptados`, t.vouchers.count, t.vouchers.amount, true),
          line(`${name} · Movimientos importados`, t.movements.count, t.movements.amount),
          line(`${name} · Conciliados`, t.matched.count, t.matched.amount),
          line(`${name} · Pagos sin movimiento`, t.unmatched_vouchers.count, t.unmatched_vouchers.amount),
          line(`${name} · Movimientos sin pago`, t.unmatched_movements.count, t.unmatched_movements.amount),
          line(`${name} · Diferencia`, null, t.difference),
          line(`${name} · Diferencia explicada`, null, t.explained),
          line(`${name} · No explicada`, null, t.unexplained, true),
          ...(input.institution_id ? [line(`${name} · Total DF`, null, t.df)] : []),
        ];
      });
    },
  });
}
