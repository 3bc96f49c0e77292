// A bill as staff see it (bills.detail, and the answer of every bill write): its lines, vouchers and
// the solvency certificates rejecting or annulling it would revoke (the confirmation names them).
import { BILL_STATUS, BILL_STATUS_LABELS } from '@aseo/shared/constants';
import type { BillDetail } from '@aseo/shared/contracts';
import { solvencyNumberText } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, toWire, ucd } from '@aseo/shared/money';
import type { Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { certificatesBackedBy } from '../ledger/index.ts';

const LIVE = new Set<number>([BILL_STATUS.PENDING, BILL_STATUS.ACCEPTED, BILL_STATUS.TO_PAY]);
/** A certificate as the bill's answers name it. */
export const numbered = (s: { id: number; number: number }) => ({ id: s.id, number: s.number, number_format: solvencyNumberText(s.number) });

export async function billDetail(tx: Tx, id: number): Promise<BillDetail> {
  const b = await tx.bill.findUnique({
    where: { id },
    include: {
      property: { select: { id: true, code: true } },
      lines: { orderBy: { id: 'asc' } },
      vouchers: {
        where: { deleted_at: null },
        orderBy: { id: 'asc' },
        include: { bank: { select: { name: true } }, payment_method: { select: { name: true } } },
      },
    },
  });
  if (!b) throw notFound(MSG.server.notFound);
  const u = (d: { toString(): string }) => toWire(ucd(d.toString()));
  const money = (d: { toFixed(n: number): string }) => toWire(bs(d.toFixed(2)));
  return {
    id: b.id,
    number: b.number,
    receipt_number: b.receipt_number,
    proforma_number: b.proforma_number,
    control_number: b.control_number,
    status: b.status,
    status_text: BILL_STATUS_LABELS[b.status as 0] ?? '',
    delivery: b.delivery,
    created_at: b.created_at.toISOString(),
    issued_at: b.issued_at?.toISOString() ?? null,
    customer_name: b.customer_name,
    customer_document: b.customer_document,
    property: b.property,
    total: u(b.total),
    total_bs: money(b.total_bs),
    due_bs: money(b.due_bs),
    amount_paid: money(b.amount_paid),
    conversion_petro: b.conversion_petro.toFixed(8),
    lines: b.lines.map((l) => ({ id: l.id, type: l.type, name: l.name, total: u(l.total), total_bs: money(l.total_bs), released: l.released_at !== null })),
    vouchers: b.vouchers.map((v) => ({
      id: v.id,
      payment_method_id: v.payment_method_id,
      payment_method: v.payment_method.name,
      number: v.number,
      bank: v.bank?.name ?? null,
      amount_paid: money(v.amount_paid),
      date: v.date?.toISOString().slice(0, 10) ?? null,
      file: !!v.file,
    })),
    backs_solvencies: LIVE.has(b.status) ? (await certificatesBackedBy(tx, b.id)).map(numbered) : [],
  };
}
