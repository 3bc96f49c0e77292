// The taxpayer's home (docs/home.md): each property's debt as its statement prices it today — the
// ledger's `debtsToday`, the figure 'Estado de Cuenta', 'Pagos Pendientes', the statement PDF and the
// desks show (a Bs total is the sum of its Bs lines, never UCD × rate) —, what waits in bills not
// received yet ('en conciliación', the ledger's `unreceivedDebt`), the next due date (DOMAIN
// "Notices": a month falls due on its last day), and the bills in review or recently rejected.
import { addDays, monthEnd, monthStart, type Day } from '@aseo/shared/billing';
import { BILL_STATUS, BILL_STATUS_LABELS, PROPERTY_TYPE_LABELS, PROPERTY_USE_LABELS } from '@aseo/shared/constants';
import { billNumberLabel } from '@aseo/shared/format';
import { bs, rate as toRate, sum, toWire, ucd, type Bs, type Ucd } from '@aseo/shared/money';
import { accountOwnerId } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { agreementDebt, debtsToday, todayDay, unreceivedDebt, valueNow } from '../ledger/index.ts';
import { homeBills, homeProperties, type HomeBillRow, type HomePropertyRow } from './home.query.ts';

/** At most this many property cards (a taxpayer with more sees them all in 'Estado de Cuenta'). */
export const HOME_MAX_PROPERTIES = 50;
/** At most this many payments of each list. */
export const HOME_MAX_PAYMENTS = 20;
/** A rejected payment stays on the home this many days after its rejection. */
export const HOME_REJECTED_DAYS = 30;
/** Properties whose bills in conciliation are read at once (the pool has 10 connections). */
const BATCH = 5;

/** Zone, street, floor and number as the certificates print them. */
export const addressOf = (p: Pick<HomePropertyRow, 'zone' | 'street' | 'floor' | 'house_number'>) =>
  [p.zone, p.street, p.floor && `Piso ${p.floor}`, p.house_number && `N° ${p.house_number}`].filter(Boolean).join(', ');

/**
 * The next day one of the property's months falls due: the end of this month, or of the next one
 * when this month's notices are all settled already; none for a disincorporated property.
 */
export function nextDue(p: Pick<HomePropertyRow, 'status' | 'current_notices' | 'current_pending'>, today: Day): Day | null {
  if (p.status !== 1) return null;
  const settled = p.current_notices > 0 && !p.current_pending;
  return settled ? monthEnd(addDays(monthEnd(today), 1)) : monthEnd(today);
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await Promise.all(items.slice(i, i + BATCH).map(work))));
  return out;
}

function presentBill(r: HomeBillRow) {
  return {
    id: r.id,
    number_format: billNumberLabel(r),
    status: r.status,
    status_text: BILL_STATUS_LABELS[r.status as 0] ?? '',
    created_at: r.created_at.toISOString(),
    property: r.property_id === null ? null : { id: r.property_id, code: r.property_code ?? '' },
    total_bs: toWire(bs(r.total_bs)),
    amount_paid: toWire(bs(r.amount_paid)),
    rejected_at: r.rejected_at?.toISOString() ?? null,
    reject_comments: r.reject_comments,
  };
}

export function homeService(ctx: AppContext) {
  const { db } = ctx;

  async function client(user: SessionUser) {
    const owner = accountOwnerId(user);
    const today = todayDay();
    const [rows, bills, rate] = await Promise.all([
      homeProperties(db, owner, monthStart(today), HOME_MAX_PROPERTIES),
      homeBills(db, owner, HOME_REJECTED_DAYS, HOME_MAX_PAYMENTS),
      valueNow(db, 'conversion_petro'),
    ]);
    const debts = await debtsToday(
      db,
      rows.map((r) => r.id),
    );
    const waiting = await inBatches(rows, (r) => unreceivedDebt(db, r.id));
    const agreed = await inBatches(rows, (r) => agreementDebt(db, r.id));
    const properties = rows.map((r, i) => {
      const debt = debts.get(r.id) ?? null;
      const months = debt ? debt.pending_months : r.stored_months;
      // this month's notice is pending but not due yet: every other pending month is past its due date
      const overdue = Math.max(0, months - (r.current_pending ? 1 : 0));
      return {
        row: r,
        debt: debt ? debt.ucd : ucd(r.stored_debt),
        debt_bs: debt ? debt.bs : null,
        months,
        overdue,
        waiting: waiting[i]!,
        agreed: agreed[i]!,
      };
    });
    const priced = properties.every((p) => p.debt_bs !== null);
    const bsTotal = (list: Bs[]) => toWire(sum('Bs', list));
    const ucdTotal = (list: Ucd[]) => toWire(sum('Ucd', list));
    const inReview = bills.filter((b) => b.status === BILL_STATUS.PENDING);
    const rejected = bills.filter((b) => b.status === BILL_STATUS.REJECTED);
    return {
      as_of: today,
      rate: rate === null ? null : toWire(toRate(rate)),
      properties: properties.map((p) => ({
        id: p.row.id,
        code: p.row.code,
        address: addressOf(p.row),
        type: PROPERTY_TYPE_LABELS[p.row.property_type_id] ?? '',
        use: PROPERTY_USE_LABELS[p.row.property_use_id] ?? '',
        status: p.row.status,
        debt: toWire(p.debt),
        debt_bs: p.debt_bs === null ? null : toWire(p.debt_bs),
        pending_months: p.months,
        overdue_months: p.overdue,
        next_due: nextDue(p.row, today),
        reconciling: toWire(p.waiting.ucd),
        reconciling_bs: toWire(p.waiting.bs),
        reconciling_bills: p.waiting.bills,
        agreement: toWire(p.agreed.ucd),
        agreement_bs: toWire(p.agreed.bs),
        agreement_quotas: p.agreed.quotas,
      })),
      properties_total: rows[0]?.total ?? 0,
      totals: {
        debt: ucdTotal(properties.map((p) => p.debt)),
        debt_bs: priced ? bsTotal(properties.map((p) => p.debt_bs!)) : null,
        reconciling_bs: bsTotal(properties.map((p) => p.waiting.bs)),
        agreement_bs: bsTotal(properties.map((p) => p.agreed.bs)),
        with_debt: properties.filter((p) => !p.debt.isZero() || p.agreed.quotas > 0).length,
      },
      in_review: inReview.map(presentBill),
      in_review_total: inReview[0]?.total ?? 0,
      rejected: rejected.map(presentBill),
      rejected_total: rejected[0]?.total ?? 0,
      rejected_days: HOME_REJECTED_DAYS,
    };
  }

  return { client };
}
