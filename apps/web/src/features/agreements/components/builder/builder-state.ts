// The new-agreement (convention) builder's state, as pure functions (001 section 4 "New-agreement
// builder"): the property's debts oldest first, of which a PREFIX is ticked (ticking a debt ticks
// every earlier one, unticking one unticks every later one: shared `selectThrough`), 'Generar cuota'
// moves the ticked debts into a new quota (its total is their sum, UCD and Bs at each row's values),
// quota k is due one month after quota k-1 (the first on the chosen first date), and a changed quota
// date sets every later one a month apart (shared `cascadeQuotaDates`).
//
// Undoing goes from the end, so that the quotas always hold the property's OLDEST debts in date order
// (quota 1 the oldest) and the list the newer ones — the order the desks pay in: only the LAST quota
// can be removed (its debts return to the list, sorted by date) and only the LAST debt of the last
// quota can be reset (a quota left empty goes with it).
import { FINE_TYPE, FINE_TYPE_LABELS, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import type { StatementRowWire } from '@aseo/shared/billing';
import { formatMonthYear, parseDate } from '@aseo/shared/format';
import { bs, sum, ucd, type Bs, type Ucd } from '@aseo/shared/money';
import { cascadeQuotaDates, newAgreementError, selectThrough } from '@aseo/shared/schemas';

export type Debt = StatementRowWire;
export type Quota = { position: number; date: string; items: readonly Debt[] };
export type BuilderState = {
  /** The debts in no quota, oldest first */
  list: readonly Debt[];
  /** How many of the list's first debts are ticked */
  ticked: number;
  quotas: readonly Quota[];
  /** The first quota's date (YYYY-MM-DD), used while there is none */
  firstDate: string;
  /** Each debt's place in the server's list (oldest first), by debtKey: the order debts return in */
  rank: Readonly<Record<string, number>>;
};
export type Totals = { ucd: Ucd; bs: Bs; count: number };

/** A notice and a loose fine may share an id. */
export const debtKey = (d: Debt) => `${d.kind}-${d.id}`;

/** Oldest first; debts of the same day keep the server's order. */
const byDate = (rank: BuilderState['rank']) => (a: Debt, b: Debt) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : (rank[debtKey(a)] ?? 0) - (rank[debtKey(b)] ?? 0);

export function initialBuilder(rows: readonly Debt[], today: string): BuilderState {
  const rank = Object.fromEntries(rows.map((r, i) => [debtKey(r), i]));
  return { list: [...rows].sort(byDate(rank)), ticked: 0, quotas: [], firstDate: today, rank };
}

/** Which list rows are ticked (a prefix). */
export const tickedFlags = (s: BuilderState): boolean[] => (s.ticked ? selectThrough(s.list.length, s.ticked - 1) : s.list.map(() => false));

/** Clicking the checkbox of list row `index`: ticked → it and every later one unticked; unticked → it and every earlier one ticked. */
export const toggleDebt = (s: BuilderState, index: number): BuilderState => {
  if (index < 0 || index >= s.list.length) return s;
  return { ...s, ticked: index < s.ticked ? index : index + 1 };
};

/** The date a new quota takes: the first date, or one month after the last quota ('' after a quota with no date). */
export function nextQuotaDate(s: BuilderState): string {
  const last = s.quotas.at(-1);
  if (!last) return s.firstDate;
  return parseDate(last.date)?.add(1, 'month').format('YYYY-MM-DD') ?? '';
}

/** 'Generar cuota': the ticked debts become quota N+1. Nothing ticked: nothing changes. */
export function generateQuota(s: BuilderState): BuilderState {
  if (!s.ticked) return s;
  const quota: Quota = { position: s.quotas.length + 1, date: nextQuotaDate(s), items: s.list.slice(0, s.ticked) };
  return { ...s, list: s.list.slice(s.ticked), ticked: 0, quotas: [...s.quotas, quota] };
}

/** Debts back to the list, sorted by date; the ticks are cleared (the prefix would no longer be the same debts). */
function giveBack(s: BuilderState, items: readonly Debt[], quotas: readonly Quota[]): BuilderState {
  return { ...s, list: [...items, ...s.list].sort(byDate(s.rank)), ticked: 0, quotas };
}

export const canRemoveQuota = (s: BuilderState, position: number) => position === s.quotas.length && position > 0;

/** 'Quitar cuota' (the last one): its debts return to the list. */
export function removeQuota(s: BuilderState, position: number): BuilderState {
  if (!canRemoveQuota(s, position)) return s;
  return giveBack(s, s.quotas.at(-1)!.items, s.quotas.slice(0, -1));
}

/** The debt that may be reset: the last of the last quota. */
export const resettableDebt = (s: BuilderState): Debt | null => s.quotas.at(-1)?.items.at(-1) ?? null;

/** Resets the last debt of the last quota to the list; an emptied quota goes too. */
export function resetDebt(s: BuilderState): BuilderState {
  const last = s.quotas.at(-1);
  if (!last?.items.length) return s;
  const items = last.items.slice(0, -1);
  const quotas = items.length ? [...s.quotas.slice(0, -1), { ...last, items }] : s.quotas.slice(0, -1);
  return giveBack(s, [last.items.at(-1)!], quotas);
}

/** A quota's date changed: the later quotas follow one month apart. A cleared date ('') changes that quota alone. */
export function setQuotaDate(s: BuilderState, position: number, date: string): BuilderState {
  const index = position - 1;
  if (!s.quotas[index]) return s;
  if (date === '') return { ...s, quotas: s.quotas.map((q, i) => (i === index ? { ...q, date } : q)) };
  if (!parseDate(date)) return s;
  const dates = cascadeQuotaDates(
    s.quotas.map((q) => q.date),
    index,
    date,
  );
  return { ...s, quotas: s.quotas.map((q, i) => ({ ...q, date: dates[i]! })) };
}

/** The date the first quota will take (while there is no quota). */
export const setFirstDate = (s: BuilderState, date: string): BuilderState => ({ ...s, firstDate: date });

export const totalsOf = (items: readonly Debt[]): Totals => ({
  ucd: sum(
    'Ucd',
    items.map((d) => ucd(d.total)),
  ),
  bs: sum(
    'Bs',
    items.map((d) => bs(d.total_bs)),
  ),
  count: items.length,
});

/** The ticked debts' totals (what 'Generar cuota' would make). */
export const tickedTotals = (s: BuilderState) => totalsOf(s.list.slice(0, s.ticked));
/** The agreement's totals: every quota's debts. */
export const agreementTotals = (s: BuilderState) => totalsOf(s.quotas.flatMap((q) => q.items));

/** What 'Generar convenio' sends (createConvention): notices as payments, loose fines as fines. */
export const conventionBody = (s: BuilderState, property: number, number: string) => ({
  property,
  number: number.trim(),
  agreements: s.quotas.map((q) => ({
    position: q.position,
    date: q.date,
    payments: q.items.filter((d) => d.kind === 'notice').map((d) => d.id),
    fines: q.items.filter((d) => d.kind === 'fine').map((d) => d.id),
  })),
});

/** The first problem before sending (the shared section-5 rules), or null. */
export const builderError = (s: BuilderState, number: string, today?: string) => newAgreementError(conventionBody(s, 0, number), today);

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** 'Aseo Enero 2026', 'Multa Marzo 2026'. */
export function debtLabel(d: Debt): string {
  const month = capital(formatMonthYear(d.date));
  if (d.kind === 'fine') return `${FINE_TYPE_LABELS[(d.fine_type_id ?? FINE_TYPE.FINE) as 1] ?? 'Multa'} ${month}`;
  return `${SERVICE_TYPE_LABELS[(d.service_type_id ?? 1) as 1] ?? 'Aseo'} ${month}`;
}

/** '1 deuda', '3 deudas'; '1 cuota', '2 cuotas'. */
export const countText = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
