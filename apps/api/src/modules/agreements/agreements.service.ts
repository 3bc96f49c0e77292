// Payment agreements (docs/agreements.md): the lists of both kinds (staff, and a taxpayer's own), the
// detail, the old agreement's client and property pickers, the convention builder's debts, and the
// writes — create either kind, deactivate — each in one transaction with its audit row, `movements`
// emitted after the commit.
import type { AgreementKind, AgreementRow, CallInput, agreementsCalls } from '@aseo/shared/contracts';
import { statementRowToWire } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rate, sum, toWire, ucdToBs } from '@aseo/shared/money';
import { PERMISSIONS } from '@aseo/shared/constants';
import { rooms } from '@aseo/shared/realtime';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { queryRows } from '../../lib/sql.ts';
import { searchTaxpayers } from '../../lib/taxpayer-search.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { payableToday, todayDay, valueNow } from '../ledger/index.ts';
import { createConvention, createOld, isUniqueOn } from './agreements.create.ts';
import { detailOf } from './agreements.detail.ts';
import { selectSql, toRow, whereSql, type Filters, type Raw } from './agreements.rows.ts';
import { deactivate } from './agreements.status.ts';

type Calls = typeof agreementsCalls;
const A = MSG.agreements;
const TABLE = { agreement: 'agreements', convention: 'conventions' } as const;

export function agreementsService(ctx: AppContext) {
  const { db } = ctx;
  const grace = ctx.cfg.AGREEMENT_GRACE_DAYS;
  const rateNow = () => valueNow(db, 'conversion_petro');

  async function page(kind: AgreementKind, f: Filters, ownerId: number | null) {
    const args = pageArgs(f.page);
    const today = todayDay();
    const w = whereSql(kind, f, ownerId);
    const table = Prisma.raw(TABLE[kind]);
    // the page's ids first, then their rows: a deep page never sums the quotas of the rows it skips.
    // A search or a date range collects its matches first (MATERIALIZED): the planner would otherwise
    // walk the whole primary key newest first for a handful of matches (docs/performance.md).
    const narrow = Boolean(f.search?.trim() || f.since || f.until);
    const matches = Prisma.sql`m AS MATERIALIZED (SELECT a.id FROM ${table} a WHERE ${w})`;
    const ids = narrow
      ? Prisma.sql`WITH ${matches} SELECT id FROM m ORDER BY id DESC LIMIT ${args.take} OFFSET ${args.skip}`
      : Prisma.sql`SELECT a.id FROM ${table} a WHERE ${w} ORDER BY a.id DESC LIMIT ${args.take} OFFSET ${args.skip}`;
    const counted = narrow ? Prisma.sql`WITH ${matches} SELECT count(*)::int AS n FROM m` : Prisma.sql`SELECT count(*)::int AS n FROM ${table} a WHERE ${w}`;
    const [rows, [count], r] = await Promise.all([
      queryRows<Raw>(db, Prisma.sql`${selectSql(kind, today)} WHERE a.id IN (${ids}) ORDER BY a.id DESC`),
      queryRows<{ n: number }>(db, counted),
      rateNow(),
    ]);
    return {
      page: paged(
        rows.map((x) => toRow(kind, x, r, today, grace)),
        count!.n,
        args,
      ),
      conversion_petro: r ? { amount: toWire(rate(r)) } : null,
    };
  }

  /** Every row of the filters, newest first, in keyset batches (the exports). */
  async function* all(kind: AgreementKind, f: Filters): AsyncGenerator<AgreementRow> {
    const today = todayDay();
    const r = await rateNow();
    const w = whereSql(kind, f, null);
    let before = 2 ** 31 - 1;
    for (;;) {
      const rows = await queryRows<Raw>(db, Prisma.sql`${selectSql(kind, today)} WHERE ${w} AND a.id < ${before} ORDER BY a.id DESC LIMIT 1000`);
      for (const x of rows) yield toRow(kind, x, r, today, grace);
      if (rows.length < 1000) return;
      before = rows.at(-1)!.id;
    }
  }

  /** One row by id (after a write). */
  async function row(kind: AgreementKind, id: number): Promise<AgreementRow> {
    const today = todayDay();
    const [x] = await queryRows<Raw>(db, Prisma.sql`${selectSql(kind, today)} WHERE a.id = ${id}`);
    if (!x) throw notFound(MSG.server.notFound);
    return toRow(kind, x, await rateNow(), today, grace);
  }

  /** The agreement of either kind with this crypt, as its taxpayer or staff holding view-payment-agreements may see it (else 404). */
  async function find(user: SessionUser, crypt: string) {
    for (const kind of ['agreement', 'convention'] as const) {
      const [hit] = await queryRows<{ id: number; user_id: number }>(db, Prisma.sql`SELECT id, user_id FROM ${Prisma.raw(TABLE[kind])} WHERE crypt = ${crypt}`);
      if (!hit) continue;
      const allowed = actsAsClient(user) ? accountOwnerId(user) === hit.user_id : can(user, PERMISSIONS.VIEW_PAYMENT_AGREEMENTS);
      if (!allowed) break;
      return { kind, id: hit.id };
    }
    throw notFound(MSG.server.notFound);
  }

  async function view(user: SessionUser, crypt: string) {
    const { kind, id } = await find(user, crypt);
    return { agreement: await detailOf(db, kind, await row(kind, id), id) };
  }

  const emit = (owner: number) => ctx.emit('movements', { action: 'save' }, [rooms.staff, rooms.user(owner)]);

  async function finish(user: SessionUser, input: CallInput<Calls['finish']>) {
    const made = await db
      .$transaction((tx) => createOld(tx, user, input), { timeout: 30_000 })
      .catch((err: unknown) => {
        if (isUniqueOn(err, 'agreement_holds')) throw unprocessable(A.itemTaken);
        throw err;
      });
    emit(made.owner);
    return { message: A.created, agreement: await row('agreement', made.id) };
  }

  async function createNew(user: SessionUser, input: CallInput<Calls['createConvention']>) {
    const made = await db
      .$transaction((tx) => createConvention(tx, user, input), { timeout: 30_000 })
      .catch((err: unknown) => {
        if (isUniqueOn(err, 'agreement_holds')) throw unprocessable(A.itemTaken);
        if (isUniqueOn(err, 'number')) throw unprocessable(A.numberTaken, { fields: { number: A.numberTaken } });
        throw err;
      });
    emit(made.owner);
    return { message: A.created, convention: await row('convention', made.id) };
  }

  async function changeStatus(user: SessionUser, kind: AgreementKind, id: number, reason: string) {
    const { owner } = await db.$transaction((tx) => deactivate(tx, user, kind, id, reason), { timeout: 30_000 });
    emit(owner);
    return { message: A.statusChanged, row: await row(kind, id) };
  }

  /** 'Nuevo Convenio' step 1: taxpayers by name, document or username. */
  async function clients(search: string | undefined) {
    const [found, r] = await Promise.all([searchTaxpayers(db, { search, limit: 20, order: 'id' }), rateNow()]);
    return { clients: found, conversion_petro: r ? { amount: toWire(rate(r)) } : null };
  }

  /** 'Nuevo Convenio' step 2: the taxpayer's properties with what an agreement would take today. */
  async function properties(clientId: number) {
    const props = await db.property.findMany({
      where: { user_id: clientId, deleted_at: null },
      select: { id: true, code: true, economic_activity: { select: { name: true } } },
      orderBy: { id: 'asc' },
    });
    const r = await rateNow();
    const out = [];
    for (const p of props) {
      const { rows } = await payableToday(db, p.id);
      const total = sum(
        'Ucd',
        rows.map((x) => x.total),
      );
      out.push({
        id: p.id,
        urbaser_code: p.code,
        economic_activity: { name: p.economic_activity?.name ?? '' },
        debt_total: toWire(total),
        debt_total_bs: toWire(ucdToBs(total, rate(r ?? '0'))),
        items: rows.length,
      });
    }
    return { properties: out };
  }

  async function conventionDebts(id: number) {
    const { rows } = await payableToday(db, id);
    return { data: rows.map(statementRowToWire) };
  }

  return { page, all, row, view, find, finish, createNew, changeStatus, clients, properties, conventionDebts };
}
export type AgreementsService = ReturnType<typeof agreementsService>;
