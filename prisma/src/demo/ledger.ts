// The demo's ledger, kept in memory and written in bulk at the end (write.ts): notices, fines and
// interest, bills with their lines and vouchers, credit notes, withholding vouchers, the gapless
// counters. It follows the portal's rules step by step (docs/billing.md, docs/payments.md) with the
// shared engine — noticeAmounts for the fees, accruedInterest for interest, composeBill for every
// bill — so a demo bill is the bill a desk would have made on that day. Ids are taken from the
// tables' current maximum (the seed runs alone, before the portal listens) and the sequences are
// moved past them when written.
import { accruedInterest, dayOfInstant, valueOn } from '@aseo/shared/billing';
import { FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import { add, gt, sub, sum, ucd, type Rate, type Ucd } from '@aseo/shared/money';
import type { Prisma } from '../../generated/client/client.ts';
import type { BillState, CreditNoteState, FineState, NoticeState, Values } from './types.ts';

export type { BillState, CreditNoteState, FineState, NoticeState, Owner, PropertyInfo, Values, VoucherState } from './types.ts';

export const TABLES = [
  'notices',
  'fines',
  'bills',
  'bill_lines',
  'vouchers',
  'voucher_references',
  'credit_notes',
  'credit_note_uses',
  'withholding_vouchers',
] as const;
export type Table = (typeof TABLES)[number];
export type CounterKind = 'invoice' | 'receipt' | 'proforma' | 'solvency';

export class Ledger {
  readonly notices: NoticeState[] = [];
  readonly fines: FineState[] = [];
  readonly bills: BillState[] = [];
  readonly creditNotes: CreditNoteState[] = [];
  readonly creditUses: Prisma.CreditNoteUseCreateManyInput[] = [];
  readonly withholdings: Prisma.WithholdingVoucherCreateManyInput[] = [];
  /** Bank + reference pairs in use (DOMAIN "Bills": used once only across every taxpayer) */
  readonly references = new Set<string>();

  constructor(
    readonly values: Values,
    private readonly ids: Record<Table, number>,
    readonly counters: Record<CounterKind, number>,
  ) {}

  /** The next id of a table. */
  id(table: Table): number {
    this.ids[table] += 1;
    return this.ids[table];
  }

  /** The next value of a gapless counter. */
  next(kind: CounterKind): number {
    this.counters[kind] += 1;
    return this.counters[kind];
  }

  /** The UCD rate in force on the day of `at` (every rate of the demo starts at a Caracas midnight). */
  rateAt(at: Date): Rate {
    const r = valueOn(this.values.rates, dayOfInstant(at));
    if (!r) throw new Error(`demo: no UCD rate on ${dayOfInstant(at)}`);
    return r;
  }

  addNotice(n: Omit<NoticeState, 'id' | 'status' | 'bill_id' | 'use_local' | 'updated_at'>) {
    const notice: NoticeState = { ...n, id: this.id('notices'), status: NOTICE_STATUS.PENDING, bill_id: null, use_local: false, updated_at: n.created_at };
    this.notices.push(notice);
    return notice;
  }

  addFine(f: {
    property_id: number;
    notice_id: number | null;
    fine_type_id: number;
    amount: Ucd;
    comment?: string | null;
    created_by: number | null;
    at: Date;
    frozen?: boolean;
  }) {
    const fine: FineState = {
      id: this.id('fines'),
      property_id: f.property_id,
      notice_id: f.notice_id,
      fine_type_id: f.fine_type_id,
      amount: f.amount,
      comment: f.comment ?? null,
      status: NOTICE_STATUS.PENDING,
      frozen_at: f.frozen ? f.at : null,
      bill_id: null,
      created_by: f.created_by,
      created_at: f.at,
      updated_at: f.at,
    };
    this.fines.push(fine);
    return fine;
  }

  /** Pending notices of a property that exist at `at`, in no bill, oldest month first. */
  pendingNotices(propertyId: number, at: Date) {
    return this.notices
      .filter((n) => n.property_id === propertyId && n.status === NOTICE_STATUS.PENDING && n.bill_id === null && n.created_at <= at)
      .sort((a, b) => a.period.localeCompare(b.period) || a.id - b.id);
  }

  /** The live (not frozen, pending) interest row of a notice, if any. */
  liveInterest(noticeId: number) {
    return this.fines.find(
      (f) => f.notice_id === noticeId && f.fine_type_id === FINE_TYPE.INTEREST && f.status === NOTICE_STATUS.PENDING && f.frozen_at === null,
    );
  }

  /**
   * storeInterest of the ledger: the notice's interest as of the day of `at` written into its live
   * row (created when missing and not zero), frozen at `at` when the notice is billed.
   */
  storeInterest(notice: NoticeState, at: Date, by: number | null, freeze: boolean) {
    const amount = accruedInterest(notice.total_with_iva, notice.period, dayOfInstant(at), this.values.bankInterest).amount;
    const row = this.liveInterest(notice.id);
    if (row) {
      Object.assign(row, { amount, frozen_at: freeze ? at : null, updated_at: at });
      return row;
    }
    if (amount.isZero()) return null;
    return this.addFine({
      property_id: notice.property_id,
      notice_id: notice.id,
      fine_type_id: FINE_TYPE.INTEREST,
      amount,
      created_by: by,
      at,
      frozen: freeze,
    });
  }

  /** The owner's credit notes with balance, oldest first (what 'Aplicar' may use). */
  openCredit(userId: number) {
    return this.creditNotes.filter((c) => c.user_id === userId && c.status === 1 && gt(c.balance, ucd(0))).sort((a, b) => a.id - b.id);
  }

  creditBalance(userId: number): Ucd {
    return sum(
      'Ucd',
      this.openCredit(userId).map((c) => c.balance),
    );
  }

  /** useCredit: takes `amount` from the notes, oldest first, recording each use. */
  useCredit(billId: number, userId: number, amount: Ucd, at: Date) {
    let left = amount;
    for (const note of this.openCredit(userId)) {
      if (left.isZero()) break;
      const take = left.lt(note.balance) ? left : note.balance;
      note.balance = sub(note.balance, take);
      note.updated_at = at;
      this.creditUses.push({ id: this.id('credit_note_uses'), credit_note_id: note.id, bill_id: billId, amount_used: take.toFixed(4), created_at: at });
      left = sub(left, take);
    }
  }

  addCreditNote(bill: BillState, amount: Ucd, by: number, at: Date) {
    const note: CreditNoteState = {
      id: this.id('credit_notes'),
      user_id: bill.property.owner.id,
      property_id: bill.property.id,
      bill_id: bill.id,
      amount,
      balance: amount,
      conversion_petro: bill.row.conversion_petro,
      status: 1,
      created_by: by,
      created_at: at,
      updated_at: at,
    };
    this.creditNotes.push(note);
    return note;
  }

  /**
   * releaseBill: the bill's lines released, its notices and fines pending again (interest running
   * again), the credit it used given back and the credit note it created reversed.
   */
  release(bill: BillState, at: Date) {
    for (const note of this.creditNotes.filter((c) => c.bill_id === bill.id && c.status === 1)) {
      if (!note.balance.equals(note.amount)) throw new Error(`demo: the credit note of bill ${bill.id} was used`);
      Object.assign(note, { status: 0, balance: ucd(0), updated_at: at });
    }
    for (const use of this.creditUses.filter((u) => u.bill_id === bill.id)) {
      const note = this.creditNotes.find((c) => c.id === use.credit_note_id)!;
      note.balance = add(note.balance, ucd(String(use.amount_used)));
    }
    for (const line of bill.lines) if (!line.released_at) line.released_at = at;
    for (const n of this.notices.filter((x) => x.bill_id === bill.id)) Object.assign(n, { status: NOTICE_STATUS.PENDING, bill_id: null, updated_at: at });
    for (const f of this.fines.filter((x) => x.bill_id === bill.id))
      Object.assign(f, { status: NOTICE_STATUS.PENDING, bill_id: null, frozen_at: null, updated_at: at });
  }
}
