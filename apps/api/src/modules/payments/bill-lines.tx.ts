// Releasing and taking again the items of a bill (DOMAIN "Bills", docs/payments.md). A rejected or
// annulled bill releases its lines: its notices, fines, services and quotas are pending again (their
// interest running again), the credit it used goes back to its notes, and the credit note it created
// is reversed (refused when already used). Moving it back to a live status takes them again — refused
// when another bill took one meanwhile (the partial unique indexes over the live lines decide) or the
// credit it used is gone. A rejection also frees its bank references; moving back claims them again.
import { NOTICE_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { inLiveBillSql, reopenAgreementsOf } from '../ledger/index.ts';

const ITEMS = [
  ['notices', 'notice_id'],
  ['fines', 'fine_id'],
  ['services', 'service_id'],
  ['convention_quotas', 'convention_quota_id'],
  ['agreement_quotas', 'agreement_quota_id'],
] as const;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; meta?: { code?: string }; cause?: { code?: string } } | null;
  return e?.code === 'P2002' || e?.code === '23505' || e?.meta?.code === '23505' || e?.cause?.code === '23505' || /23505|unique/i.test(String(err));
};

/** Releases the bill's live lines and gives its items back; reverses its credit note and returns the credit it used. */
export async function releaseBill(tx: Tx, billId: number) {
  const created = await tx.creditNote.findMany({ where: { bill_id: billId, status: 1, deleted_at: null } });
  if (created.some((n) => !n.balance.equals(n.amount))) throw unprocessable(MSG.payments.creditNoteUsed);
  await tx.creditNote.updateMany({ where: { id: { in: created.map((n) => n.id) } }, data: { status: 0, balance: 0 } });
  for (const use of await tx.creditNoteUse.findMany({ where: { bill_id: billId } })) {
    await tx.creditNote.update({ where: { id: use.credit_note_id }, data: { balance: { increment: use.amount_used } } });
  }
  await tx.$executeRaw`UPDATE bill_lines SET released_at = now() WHERE bill_id = ${billId} AND released_at IS NULL`;
  for (const [table, column] of ITEMS) {
    const frozen = table === 'fines' ? ', frozen_at = NULL' : '';
    await tx.$executeRawUnsafe(
      `UPDATE ${table} SET status = ${NOTICE_STATUS.PENDING}, bill_id = NULL${frozen} WHERE bill_id = $1 AND id IN (SELECT ${column} FROM bill_lines WHERE bill_id = $1)`,
      billId,
    );
  }
  // an agreement this bill's quota had completed is active again
  await reopenAgreementsOf(tx, billId, null);
}

/** Takes the bill's released lines again; refused when one of its items is in another live bill or its credit is gone. */
export async function retakeBill(tx: Tx, billId: number) {
  for (const [table, column] of ITEMS) {
    const taken = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT t.id FROM ${table} t JOIN bill_lines l ON l.${column} = t.id WHERE l.bill_id = $1 AND ${inLiveBillSql('t')} FOR UPDATE OF t`,
      billId,
    );
    if (taken.length) throw unprocessable(MSG.payments.itemsRebilled);
  }
  try {
    await tx.$executeRaw`UPDATE bill_lines SET released_at = NULL WHERE bill_id = ${billId}`;
  } catch (err) {
    if (isUniqueViolation(err)) throw unprocessable(MSG.payments.itemsRebilled);
    throw err;
  }
  for (const [table, column] of ITEMS) {
    const frozen = table === 'fines' ? ', frozen_at = now()' : '';
    await tx.$executeRawUnsafe(
      `UPDATE ${table} SET status = ${NOTICE_STATUS.PROCESSED}, bill_id = $1${frozen} WHERE id IN (SELECT ${column} FROM bill_lines WHERE bill_id = $1)`,
      billId,
    );
  }
  for (const use of await tx.creditNoteUse.findMany({ where: { bill_id: billId } })) {
    const note = await tx.creditNote.findUniqueOrThrow({ where: { id: use.credit_note_id } });
    if (note.balance.lessThan(use.amount_used)) throw unprocessable(MSG.payments.creditGone);
    await tx.creditNote.update({ where: { id: note.id }, data: { balance: { decrement: use.amount_used } } });
  }
  await tx.$executeRaw`UPDATE credit_notes SET status = 1, balance = amount WHERE bill_id = ${billId} AND deleted_at IS NULL AND status = 0`;
}

/** A rejected bill's bank references are free again. */
export const freeReferences = (tx: Tx, billId: number) =>
  tx.$executeRaw`DELETE FROM voucher_references WHERE voucher_id IN (SELECT id FROM vouchers WHERE bill_id = ${billId})`;

/** Claims the bill's bank references again (a reference used by another bill meanwhile: refused). */
export async function claimReferences(tx: Tx, billId: number) {
  const vouchers = await tx.voucher.findMany({
    where: { bill_id: billId, deleted_at: null, bank_id: { not: null }, number: { not: null } },
    include: { reference: true },
  });
  for (const v of vouchers) {
    if (v.reference) continue;
    const used = await tx.voucherReference.findUnique({ where: { bank_id_number: { bank_id: v.bank_id!, number: v.number! } } });
    if (used) throw unprocessable(MSG.payments.referenceUsed);
    await tx.voucherReference.create({ data: { bank_id: v.bank_id!, number: v.number!, voucher_id: v.id } });
  }
}
