// A statement row read into a movement (docs/reconciliation.md): the mapped columns' date, reference
// (its digits; the last 8 are the voucher's key), amount (exact Bs text) and description; and the
// guess of the columns from their headers when an account has no remembered mapping yet.
import type { StatementMapping } from '@aseo/shared/contracts';
import { fromInputDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { parseBankAmount } from '@aseo/shared/money';
import { todayYmd } from '@aseo/shared/schemas';
import { REFERENCE_NUMBER_LENGTH } from '@aseo/shared/constants';
import type { SheetRow } from '../../lib/spreadsheet.ts';

const T = MSG.statements;
export type RowMovement = {
  row: number;
  date: string;
  reference: string;
  amount: string;
  description: string | null;
  key: string | null;
  problem: string | null;
};
export type RowProblem = { row: number; reason: string };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The first header that looks like each field, or null when date, reference or amount has none. */
export function guessMapping(columns: string[]): StatementMapping | null {
  const find = (re: RegExp, not?: RegExp) => columns.find((c) => re.test(fold(c)) && !(not && not.test(fold(c))));
  const date = find(/fecha|date/, /valor/) ?? find(/fecha|date/);
  const reference = find(/refer|nro|numero|n°|documento|serial|comprobante/);
  const amount = find(/monto|importe|credito|abono|haber|amount/, /debito|cargo|saldo/);
  const description = find(/descrip|concepto|detalle|movimiento/);
  if (!date || !reference || !amount) return null;
  return { date_column: date, reference_column: reference, amount_column: amount, description_column: description ?? null };
}

/** D/M/YYYY, D-M-YY, D.M.YYYY or YYYY-MM-DD (an Excel date cell) as YYYY-MM-DD, or null. */
export function parseBankDate(text: string | undefined): string | null {
  if (!text) return null;
  const t = text.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  if (dmy) {
    const year = dmy[3]!.length === 2 ? `20${dmy[3]}` : dmy[3]!;
    return fromInputDate(`${dmy[1]!.padStart(2, '0')}/${dmy[2]!.padStart(2, '0')}/${year}`);
  }
  return fromInputDate(t.slice(0, 10));
}

/** Each row with a date or a reference becomes a movement (or a problem when its date or amount cannot be read). */
export function rowsToMovements(rows: SheetRow[], columns: string[], m: StatementMapping) {
  const at = (name: string | null) => (name ? columns.indexOf(name) : -1);
  const [d, r, a, s] = [at(m.date_column), at(m.reference_column), at(m.amount_column), at(m.description_column)];
  const today = todayYmd();
  const movements: RowMovement[] = [];
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const cell = (i: number) => (i >= 0 ? row.cells[i]?.trim() || undefined : undefined);
    if (!cell(d) && !cell(r)) continue; // a title, a subtotal or a blank line
    const date = parseBankDate(cell(d));
    if (!date) {
      problems.push({ row: row.number, reason: T.badDate });
      continue;
    }
    if (date > today) {
      problems.push({ row: row.number, reason: T.futureDate });
      continue;
    }
    if (!cell(a)) {
      problems.push({ row: row.number, reason: T.debit }); // a debit written in its own column
      continue;
    }
    const amount = parseBankAmount(cell(a));
    if (amount === null || amount.length > 16) {
      problems.push({ row: row.number, reason: T.badAmount });
      continue;
    }
    const reference = (cell(r) ?? '').replace(/\D/g, '').slice(-40);
    const key = reference ? reference.slice(-REFERENCE_NUMBER_LENGTH).padStart(REFERENCE_NUMBER_LENGTH, '0') : null;
    const positive = !amount.startsWith('-') && amount !== '0.00';
    const problem = !positive ? T.debit : !key ? T.noReference : null;
    movements.push({ row: row.number, date, reference, amount, description: cell(s)?.slice(0, 255) ?? null, key, problem });
  }
  return { movements, problems };
}
