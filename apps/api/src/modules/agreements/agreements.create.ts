// Creating an agreement of either kind (DOMAIN "Agreements (payment plans)", docs/agreements.md), in
// one transaction with the property locked: the items payable on their own today have their interest
// stored and frozen, are priced by the shared statement, and are HELD by the new agreement (one
// agreement_holds row per notice, fine and interest row: the unique index refuses an item already
// held, which a concurrent creation meets as a clear 422). The status row and the audit row go with it.
import { AGREEMENT_STATUS, AGREEMENT_TYPES, BIWEEKLY_DAYS } from '@aseo/shared/constants';
import type { CallInput, agreementsCalls } from '@aseo/shared/contracts';
import type { StatementRow } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import { minOldAgreementExpiration } from '@aseo/shared/schemas';
import { splitEvenly, sum, type Ucd } from '@aseo/shared/money';
import { parseDate } from '@aseo/shared/format';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { newCrypt, nextCounter } from '../billing/index.ts';
import { assertOldestFirst, lockProperty, payableToday, ratesNow, storeInterest, todayDay } from '../ledger/index.ts';

const A = MSG.agreements;
type OldInput = CallInput<typeof agreementsCalls.finish>;
type ConventionInput = CallInput<typeof agreementsCalls.createConvention>;
type Owner = { agreement_id: number } | { convention_id: number };

/** Whether `err` is the unique index of agreement_holds (an item already held) or of a correlative. */
export const isUniqueOn = (err: unknown, what: string) => {
  const text = `${String((err as { message?: string })?.message ?? '')} ${JSON.stringify((err as { meta?: unknown })?.meta ?? {})}`;
  const code = (err as { code?: string })?.code;
  return (code === 'P2002' || code === '23505' || /23505|unique/i.test(text)) && text.includes(what);
};

/** The row's held ids: a month holds its notice, its fines and its interest row; a loose fine itself. */
const holdsOf = (r: StatementRow) =>
  r.kind === 'notice'
    ? [{ notice_id: r.id }, ...r.fine_ids.map((id) => ({ fine_id: id })), ...(r.interest_id ? [{ fine_id: r.interest_id }] : [])]
    : [{ fine_id: r.id }];

/** Freezes the interest of the chosen months and prices the property's payable rows again. */
async function frozenRows(tx: Tx, user: SessionUser, propertyId: number, noticeIds: readonly number[] | 'all') {
  const before = await payableToday(tx, propertyId);
  const months = before.rows.filter((r) => r.kind === 'notice' && (noticeIds === 'all' || noticeIds.includes(r.id)));
  await storeInterest(
    tx,
    user.id,
    propertyId,
    months.map((m) => m.id),
    true,
  );
  return (await payableToday(tx, propertyId)).rows;
}

async function hold(tx: Tx, owner: Owner, rows: readonly StatementRow[]) {
  await tx.agreementHold.createMany({ data: rows.flatMap(holdsOf).map((h) => ({ ...h, ...owner })) });
}

const ymd = (d: string) => new Date(`${d}T00:00:00Z`);

/** Quota k of an old agreement is due k periods after the agreement's date (DOMAIN). */
export const oldQuotaDate = (start: string, type: number, k: number) =>
  (type === AGREEMENT_TYPES.BIWEEKLY ? parseDate(start)!.add(BIWEEKLY_DAYS * k, 'day') : parseDate(start)!.add(k, 'month')).format('YYYY-MM-DD');

/** 'Nuevo Convenio': every payable item of the property, split evenly into `quotas` (the last takes the remainder). */
export async function createOld(tx: Tx, user: SessionUser, input: OldInput) {
  const property = await lockProperty(tx, input.property_id);
  if (property.user_id !== input.client_id) throw unprocessable(A.notOwnProperty, { fields: { property_id: A.notOwnProperty } });
  const rows = await frozenRows(tx, user, property.id, 'all');
  if (!rows.length) throw unprocessable(A.noDebt, { fields: { property_id: A.noDebt } });
  const total: Ucd = sum(
    'Ucd',
    rows.map((r) => r.total),
  );
  if (total.isZero()) throw unprocessable(A.noDebt, { fields: { property_id: A.noDebt } });
  const today = todayDay();
  const expiration = input.expiration_date ?? minOldAgreementExpiration(today, input.quotas, input.type);
  const amounts = splitEvenly(total, input.quotas);
  const periods = rows.filter((r) => r.kind === 'notice').map((r) => r.date.slice(0, 7) + '-01');
  const { rate } = await ratesNow(tx);
  const number = await nextCounter(tx, 'agreement');
  const agreement = await tx.agreement.create({
    data: {
      number,
      record_number: input.record_number ?? null,
      user_id: property.user_id,
      property_id: property.id,
      type: input.type,
      quantity_quotas: input.quotas,
      total: total.toFixed(4),
      quota_amount: amounts[0]!.toFixed(4),
      expiration_date: ymd(expiration),
      since: periods.length ? ymd(periods[0]!) : null,
      until: periods.length ? ymd(periods.at(-1)!) : null,
      conversion_petro: rate,
      crypt: newCrypt(),
      created_by: user.id,
      status: AGREEMENT_STATUS.ACTIVE,
      items: { create: rows.map((r) => ({ ...(r.kind === 'notice' ? { notice_id: r.id } : { fine_id: r.id }), amount: r.total.toFixed(4) })) },
      quotas: { create: amounts.map((a, i) => ({ position: i + 1, date: ymd(oldQuotaDate(today, input.type, i + 1)), amount: a.toFixed(4) })) },
      status_changes: { create: { to_status: AGREEMENT_STATUS.ACTIVE, user_id: user.id } },
    },
  });
  await hold(tx, { agreement_id: agreement.id }, rows);
  await writeAudit(tx, 'agreement.created', {
    value_id: agreement.id,
    user_id: user.id,
    property_id: property.id,
    new: { number, type: input.type, quotas: input.quotas, total: total.toFixed(4), items: rows.length, expiration_date: expiration },
  });
  return { id: agreement.id, owner: property.user_id };
}

/** The new-agreement builder's 'Generar': each quota the sum of its chosen items, oldest debts first. */
export async function createConvention(tx: Tx, user: SessionUser, input: ConventionInput) {
  const property = await lockProperty(tx, input.property);
  const taken = await tx.convention.findFirst({ where: { number: input.number! }, select: { id: true } });
  if (taken) throw unprocessable(A.numberTaken, { fields: { number: A.numberTaken } });
  const noticeIds = input.agreements.flatMap((q) => q.payments);
  const fineIds = input.agreements.flatMap((q) => q.fines);
  if (new Set(noticeIds).size !== noticeIds.length || new Set(fineIds).size !== fineIds.length) throw unprocessable(A.itemTwice);
  const rows = await frozenRows(tx, user, property.id, noticeIds);
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
  const quotas = [...input.agreements]
    .sort((a, b) => a.position - b.position)
    .map((q, i) => {
      const items = [...q.payments.map((id) => byKey.get(`notice:${id}`)), ...q.fines.map((id) => byKey.get(`fine:${id}`))];
      if (items.some((r) => !r)) throw unprocessable(A.itemTaken);
      const chosen = items as StatementRow[];
      return {
        position: i + 1,
        date: q.date!,
        items: chosen,
        total: sum(
          'Ucd',
          chosen.map((r) => r.total),
        ),
      };
    });
  // a convention takes the oldest debts first, like a desk (the ledger's rule; 'selecting a debt selects every earlier one')
  await assertOldestFirst(tx, property.id, noticeIds, []);
  const chosen = quotas.flatMap((q) => q.items);
  const total = sum(
    'Ucd',
    chosen.map((r) => r.total),
  );
  const { rate } = await ratesNow(tx);
  const convention = await tx.convention.create({
    data: {
      number: input.number!,
      user_id: property.user_id,
      property_id: property.id,
      total: total.toFixed(4),
      conversion_petro: rate,
      crypt: newCrypt(),
      created_by: user.id,
      status: AGREEMENT_STATUS.ACTIVE,
      quotas: {
        create: quotas.map((q) => ({
          position: q.position,
          date: ymd(q.date),
          total: q.total.toFixed(4),
          items: { create: q.items.map((r) => ({ ...(r.kind === 'notice' ? { notice_id: r.id } : { fine_id: r.id }), amount: r.total.toFixed(4) })) },
        })),
      },
      status_changes: { create: { to_status: AGREEMENT_STATUS.ACTIVE, user_id: user.id } },
    },
  });
  await hold(tx, { convention_id: convention.id }, chosen);
  await writeAudit(tx, 'convention.created', {
    value_id: convention.id,
    user_id: user.id,
    property_id: property.id,
    new: {
      number: input.number,
      quotas: quotas.map((q) => ({ position: q.position, date: q.date, total: q.total.toFixed(4), items: q.items.length })),
      total: total.toFixed(4),
    },
  });
  return { id: convention.id, owner: property.user_id };
}
