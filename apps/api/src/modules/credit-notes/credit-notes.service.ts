// Credit notes (docs/payments.md "Credit notes"): a taxpayer's credit balance in UCD, made by a
// surplus and used by later bills. The list (staff: every note; a taxpayer: its own, with its
// balance), the amount edit (admin level; never below what was used, the balance follows) and the
// delete of an unused note — each write locks the note, runs with its audit row, and emits
// `movements save` after the commit.
import { LEVELS, type AuditEventOf } from '@aseo/shared/constants';
import type { CallInput, CreditNoteRow, creditNotesCalls } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { sub, sum, toWire, ucd } from '@aseo/shared/money';
import { rooms } from '@aseo/shared/realtime';
import { addDays } from '@aseo/shared/billing';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { portalMidnight } from '../../lib/portal-time.ts';
import { personSearchSql } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { valueNowSql } from '../ledger/index.ts';

type Filters = CallInput<typeof creditNotesCalls.adminList>;
const C = MSG.creditNotes;

type Raw = {
  id: number;
  created_at: Date;
  amount: string;
  balance: string;
  status: number;
  conversion_petro: string;
  bill_id: number | null;
  bill_number: number | null;
  property_id: number | null;
  code: string | null;
  user_id: number;
  username: string;
  name: string;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
};

const toRow = (r: Raw): CreditNoteRow => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  amount: toWire(ucd(r.amount)),
  used: toWire(sub(ucd(r.amount), ucd(r.balance))),
  balance: toWire(ucd(r.balance)),
  status: r.status,
  conversion_petro: r.conversion_petro,
  bill: r.bill_id ? { id: r.bill_id, number: r.bill_number } : null,
  property: r.property_id ? { id: r.property_id, code: r.code! } : null,
  user: {
    id: r.user_id,
    username: r.username,
    full_name: r.business_name?.trim() || fullName(r.name, r.lastname),
    full_document: documentLabel(r.document_type_id, r.document),
  },
});

export function creditNotesService(ctx: AppContext) {
  const { db } = ctx;

  function where(f: Filters, ownerId: number | null) {
    const c = [Prisma.sql`n.deleted_at IS NULL`];
    if (ownerId) c.push(Prisma.sql`n.user_id = ${ownerId}`);
    if (f.since) c.push(Prisma.sql`n.created_at >= ${portalMidnight(f.since)}`);
    if (f.until) c.push(Prisma.sql`n.created_at < ${portalMidnight(addDays(f.until, 1))}`);
    const s = f.search?.trim();
    if (s) {
      const arms = [Prisma.sql`n.property_id = ANY (ARRAY(SELECT p.id FROM properties p WHERE p.code = ${s.toUpperCase()}))`];
      if (/^\d{1,9}$/.test(s)) arms.push(Prisma.sql`n.id = ${Number(s)}`, Prisma.sql`n.bill_id IN (SELECT b.id FROM bills b WHERE b.number = ${Number(s)})`);
      if (!ownerId)
        arms.push(
          Prisma.sql`n.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND (${personSearchSql(s)} OR u.business_name ILIKE ('%' || ${s} || '%'))))`,
        );
      c.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
    }
    return Prisma.join(c, ' AND ');
  }

  const SELECT = Prisma.sql`SELECT n.id, n.created_at, n.amount::text, n.balance::text, n.status, n.conversion_petro::text, n.bill_id, b.number AS bill_number,
      n.property_id, p.code, u.id AS user_id, u.username, u.name, u.lastname, u.business_name, u.document_type_id, u.document
    FROM credit_notes n JOIN users u ON u.id = n.user_id LEFT JOIN bills b ON b.id = n.bill_id LEFT JOIN properties p ON p.id = n.property_id`;

  async function list(user: SessionUser, f: Filters, ownerId: number | null) {
    const args = pageArgs(f.page);
    const w = where(f, ownerId);
    const [rows, [count], [rate], [balance]] = await Promise.all([
      queryRows<Raw>(db, Prisma.sql`${SELECT} WHERE ${w} ORDER BY n.id DESC LIMIT ${args.take} OFFSET ${args.skip}`),
      queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n FROM credit_notes n WHERE ${w}`),
      queryRows<{ amount: string | null }>(db, Prisma.sql`SELECT ${valueNowSql('conversion_petro')}::text AS amount`),
      queryRows<{ b: string }>(db, Prisma.sql`SELECT coalesce(sum(n.balance), 0)::text AS b FROM credit_notes n WHERE ${w} AND n.status = 1`),
    ]);
    return {
      credit_notes: paged(rows.map(toRow), count!.n, args),
      conversion_petro: rate?.amount ?? null,
      level: user.level_id,
      balance: toWire(sum('Ucd', [ucd(balance!.b)])),
    };
  }

  /** Locks the note, runs `work`, audits, emits. */
  async function write(
    user: SessionUser,
    id: number,
    event: AuditEventOf<'CreditNote'>,
    work: (note: { amount: string; balance: string; user_id: number }, tx: Parameters<Parameters<typeof db.$transaction>[0]>[0]) => Promise<object>,
  ) {
    const owner = await db.$transaction(async (tx) => {
      const [note] = await tx.$queryRaw<{ amount: string; balance: string; user_id: number }[]>`
        SELECT amount::text, balance::text, user_id FROM credit_notes WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`;
      if (!note) throw notFound(MSG.server.notFound);
      const change = await work(note, tx);
      await writeAudit(tx, event, { value_id: id, user_id: user.id, old: note, new: change });
      return note.user_id;
    });
    ctx.emit('movements', { action: 'save' }, [rooms.staff, rooms.user(owner)]);
  }

  async function edit(user: SessionUser, { credit_note_id, amount }: CallInput<typeof creditNotesCalls.edit>) {
    await write(user, credit_note_id, 'credit-note.updated', async (note, tx) => {
      const used = sub(ucd(note.amount), ucd(note.balance));
      const next = ucd(amount);
      if (next.lessThan(used)) throw unprocessable(C.belowUsed, { fields: { amount: C.belowUsed } });
      const balance = sub(next, used);
      await tx.creditNote.update({ where: { id: credit_note_id }, data: { amount: next.toFixed(4), balance: balance.toFixed(4) } });
      return { amount: next.toFixed(4), balance: balance.toFixed(4) };
    });
    return { message: C.updated };
  }

  async function remove(user: SessionUser, id: number) {
    await write(user, id, 'credit-note.deleted', async (note, tx) => {
      if (!ucd(note.amount).equals(ucd(note.balance))) throw unprocessable(C.usedNoDelete);
      await tx.creditNote.update({ where: { id }, data: { deleted_at: new Date(), balance: 0 } });
      return { deleted: true };
    });
    return { message: C.deleted };
  }

  async function* all(f: Filters): AsyncGenerator<CreditNoteRow> {
    const w = where(f, null);
    let before = 2 ** 31 - 1;
    for (;;) {
      const rows = await queryRows<Raw>(db, Prisma.sql`${SELECT} WHERE ${w} AND n.id < ${before} ORDER BY n.id DESC LIMIT 2000`);
      for (const r of rows) yield toRow(r);
      if (rows.length < 2000) return;
      before = rows.at(-1)!.id;
    }
  }

  return { list, edit, remove, all };
}
