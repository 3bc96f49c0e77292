// The vouchers of a payment (DOMAIN "Bills"): who may declare what, the voucher rows with their bank
// references (a deposit takes its account's bank; a cashier's cash or card is money received at once),
// the credit notes a payment may use and the use it makes of them. Every payment writes them inside its
// own transaction (the desks, a prefactura's payment data).
import { BILL_STATUS, CLIENT_PAYMENT_METHODS, PAYMENT_METHOD } from '@aseo/shared/constants';
import type { CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { bs, bsToUcd, rate, ucd, type Ucd } from '@aseo/shared/money';
import { actsAsClient } from '@aseo/shared/policy';
import { Prisma } from '@aseo/db/client';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';

type Input = CallInput<typeof cashCalls.createPayment>;
const AT_DESK: readonly number[] = [PAYMENT_METHOD.CASH, PAYMENT_METHOD.CREDIT, PAYMENT_METHOD.DEBIT];
/** Each voucher's file by the voucher's position: its final path (lib/voucher-files.ts), or null. */
export type PaymentFiles = readonly (string | null)[];

type DeclaredVoucher = {
  payment_method_id?: number;
  number?: string | null;
  date?: string | null;
  hasFile?: boolean;
  bank_id?: number | null;
  bank_account_id?: number | null;
};

/**
 * A taxpayer declares transfers and deposits only, each with its bank (a deposit: the account it went
 * into), 8-digit reference, date and file (DOMAIN "Who may declare what"); cash and cards only at a desk.
 */
export function assertClientVouchers(vouchers: readonly DeclaredVoucher[]) {
  const bad = vouchers.some(
    (v) =>
      !CLIENT_PAYMENT_METHODS.includes(v.payment_method_id ?? 0) ||
      !v.number ||
      !v.date ||
      !v.hasFile ||
      (v.payment_method_id === PAYMENT_METHOD.DEPOSIT ? !v.bank_account_id : !v.bank_id),
  );
  if (bad) throw unprocessable(MSG.payments.clientTransferOnly, { fields: { vouchers: MSG.payments.clientTransferOnly } });
}

/** The client's credit notes with balance, oldest first (locked): what 'Aplicar' may use. */
export async function creditNotes(tx: Tx, userId: number) {
  return tx.$queryRaw<{ id: number; balance: string }[]>`
    SELECT id, balance::text FROM credit_notes WHERE user_id = ${userId} AND status = 1 AND deleted_at IS NULL AND balance > 0 ORDER BY id FOR UPDATE`;
}

/** A voucher row as it is written (amounts as fixed-point text, days as 'YYYY-MM-DD'); its bank is the account's for a deposit. */
export type VoucherRow = {
  payment_method_id: number;
  bank_id: number | null;
  bank_account_id: number | null;
  number: string | null;
  amount_paid: string;
  amount_petro: string;
  date: string | null;
  reception_date: string | null;
  file: string | null;
  accepted: number;
};

/** The rows of the payment's vouchers, or 422 when a voucher's file did not arrive; `r` is the bill's rate as stored. */
export function voucherRows(user: SessionUser, status: number, input: Pick<Input, 'vouchers'>, files: PaymentFiles, r: string): VoucherRow[] {
  return input.vouchers.map((v, i) => {
    const file = files[i] ?? null;
    if ((v.hasFile || v.file_index !== undefined) && !file) throw unprocessable(MSG.cash.fileMissing);
    return {
      payment_method_id: v.payment_method_id!,
      bank_id: v.bank_id ?? null,
      bank_account_id: v.bank_account_id ?? null,
      number: v.number ?? null,
      amount_paid: bs(v.amount_paid!).toFixed(2),
      amount_petro: bsToUcd(bs(v.amount_paid!), rate(r)).toFixed(4),
      date: v.date ? v.date.slice(0, 10) : null,
      reception_date: v.reception_date ? v.reception_date.slice(0, 10) : null,
      file,
      // money received: the bill is accepted, or a cashier took cash or a card at the desk
      accepted: status === BILL_STATUS.ACCEPTED || (!actsAsClient(user) && AT_DESK.includes(v.payment_method_id!)) ? 1 : 0,
    };
  });
}

const utcDay = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

export async function writeVouchers(tx: Tx, user: SessionUser, billId: number, status: number, input: Input, files: PaymentFiles, r: string) {
  for (const row of voucherRows(user, status, input, files, r)) {
    const bankId = row.bank_id ?? (await accountBank(tx, row.bank_account_id));
    const voucher = await tx.voucher.create({
      data: { ...row, bill_id: billId, bank_id: bankId, date: utcDay(row.date), reception_date: utcDay(row.reception_date), created_by: user.id },
    });
    // a bank reference is used once across every taxpayer: the unique key refuses the second
    if (row.number && bankId) await tx.voucherReference.create({ data: { bank_id: bankId, number: row.number, voucher_id: voucher.id } });
  }
}

/**
 * writeVouchers as parts of ONE data-modifying statement (`WITH <these>, … SELECT …`): the vouchers
 * of bill `billId` in their order (a deposit's bank read from its account) and the bank reference of
 * each that has one (its unique key refuses a reference used before). The bill must exist before
 * this statement: the voucher's collection_days trigger reads it.
 */
/** The vouchers' CTEs (vx, vv, vr) for bill `billId`: an id, or SQL naming the bill written by the same statement. */
export function vouchersSql(billId: number | Prisma.Sql, userId: number, rows: readonly VoucherRow[]) {
  return Prisma.sql`
    vx AS (SELECT * FROM json_to_recordset(${JSON.stringify(rows.map((row, o) => ({ ...row, o })))}::json)
             AS x(payment_method_id int, bank_id int, bank_account_id int, number text, amount_paid numeric, amount_petro numeric,
                  date date, reception_date date, file text, accepted int, o int)),
    vv AS (INSERT INTO vouchers (bill_id, payment_method_id, bank_id, bank_account_id, number, amount_paid, amount_petro, date, reception_date,
                                 file, accepted, created_by)
           SELECT ${billId}::int, x.payment_method_id, coalesce(x.bank_id, (SELECT a.bank_id FROM bank_accounts a WHERE a.id = x.bank_account_id)),
                  x.bank_account_id, x.number, x.amount_paid, x.amount_petro, x.date, x.reception_date, x.file, x.accepted, ${userId}::int
           FROM vx x ORDER BY x.o
           RETURNING id, bank_id, number),
    vr AS (INSERT INTO voucher_references (bank_id, number, voucher_id)
           SELECT v.bank_id, v.number, v.id FROM vv v WHERE v.number <> '' AND v.bank_id IS NOT NULL ORDER BY v.id)`;
}

/** A deposit names the account it went into: its reference is that account's bank's (DOMAIN "Bills"). */
async function accountBank(tx: Tx, accountId: number | null | undefined) {
  if (!accountId) return null;
  const account = await tx.bankAccount.findUnique({ where: { id: accountId }, select: { bank_id: true } });
  return account?.bank_id ?? null;
}

/** Takes `amount` from the credit notes, oldest first, recording each use. */
export async function useCredit(tx: Tx, billId: number, notes: { id: number; balance: string }[], amount: ReturnType<typeof ucd>) {
  let left = amount;
  for (const note of notes) {
    if (left.isZero()) break;
    const take = left.lt(note.balance) ? left : ucd(note.balance);
    await tx.creditNote.update({ where: { id: note.id }, data: { balance: { decrement: take.toFixed(4) } } });
    await tx.creditNoteUse.create({ data: { credit_note_id: note.id, bill_id: billId, amount_used: take.toFixed(4) } });
    left = ucd(left.minus(take));
  }
}

/**
 * A credit note of `amount` UCD for the owner (its balance the whole amount), at the rate it was
 * priced at; `bill` is the bill whose surplus it is, when there is one. Only for money received
 * (DOMAIN "Bills"): the desk's cash, a bill staff accept, a completed agreement's overpayment.
 */
export async function issueCreditNote(
  tx: Tx,
  n: { owner: number; property: number | null; bill: number | null; amount: Ucd; rate: string | Prisma.Decimal; by: number },
) {
  await tx.creditNote.create({
    data: {
      user_id: n.owner,
      property_id: n.property,
      bill_id: n.bill,
      amount: n.amount.toFixed(4),
      balance: n.amount.toFixed(4),
      conversion_petro: n.rate,
      created_by: n.by,
    },
  });
}
