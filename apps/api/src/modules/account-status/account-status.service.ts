// The account-status reads: who may see which property (a client only its own — another's is
// 404 —, staff with view-account-status), the lists from the balance rows, and one property's
// statement computed by the shared `statementOf` (docs/account-status.md). BillingError NO_RATE
// reaches the error middleware, which answers it as a 422.
import { payoffQuote, payoffQuoteToWire, statementInput, statementOf, statementRowToWire, statementToWire, type Statement } from '@aseo/shared/billing';
import {
  ACCOUNT_STATUS_LABELS,
  FINE_TYPES,
  PERMISSIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  PROPERTY_USE_LABELS,
  SERVICE_TYPES,
} from '@aseo/shared/constants';
import type { accountStatusCalls, CallInput } from '@aseo/shared/contracts';
import { documentLabel, fullName, phoneLabel } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { agreementDebt, debtsToday, unreceivedDebt, type DebtNow } from '../ledger/index.ts';
import { accountStatusQuery, processedNotices, type BalanceRow } from './account-status.query.ts';
import { loadStatementRows, todayDay, type StatementLoad } from '../ledger/index.ts';

type Calls = typeof accountStatusCalls;

const label = (labels: Record<number, string>, id: number) => labels[id] ?? '';

/**
 * A list row as the contract sends it. What it owes is the property's statement today (`debtsToday`:
 * the Bs figure is the sum of the statement's Bs lines, as 'Pagos Pendientes', the PDF and the desk
 * show it); without a statement (no rate in force) the stored balance in UCD and no Bs.
 */
export function presentRow(r: BalanceRow, debt: DebtNow | null | undefined) {
  const owed = debt ? debt.ucd : ucd(r.total_record);
  return {
    id: r.id,
    code: r.code,
    user_id: r.user_id,
    parent_id: r.parent_id,
    property_type_id: r.property_type_id,
    type: { name: label(PROPERTY_TYPE_LABELS, r.property_type_id) },
    property_use_id: r.property_use_id,
    use: { name: label(PROPERTY_USE_LABELS, r.property_use_id) },
    last_payment: r.last_payment,
    user: {
      id: r.user_id,
      full_name: fullName(r.name, r.lastname),
      business_name: r.business_name,
      full_document: documentLabel(r.document_type_id, r.document),
    },
    total_record: owed.toFixed(4),
    total_conversion_record: debt ? debt.bs.toFixed(2) : null,
    pending_months: debt ? debt.pending_months : r.pending_months,
    account_status: r.account_status,
    account_status_text: label(ACCOUNT_STATUS_LABELS, r.account_status),
    wasSent: r.was_sent,
    canBeSent: r.can_be_sent,
    notification_date: r.notification_date,
    childs_count: r.childs_count,
    status: r.status,
  };
}

const named = (list: readonly { id: number; name: string }[]) => list.map((x) => ({ id: x.id, name: x.name }));
const statuses = Object.entries(ACCOUNT_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name }));

/**
 * Staff must hold view-account-status (403 otherwise, before anything is read); a client (or a
 * moderator acting for one) sees only its own properties: another's answers 404, as a missing one.
 */
function checkViewer(user: SessionUser) {
  if (!actsAsClient(user) && !can(user, PERMISSIONS.VIEW_ACCOUNT_STATUS)) throw forbidden(MSG.server.forbidden);
}
function checkOwner(user: SessionUser, ownerId: number) {
  if (actsAsClient(user) && accountOwnerId(user) !== ownerId) throw notFound(MSG.server.notFound);
}

/** The statement of one property on `asOf` (and the quote for `payDate`), from the rows it loads. */
export async function propertyStatement(ctx: AppContext, user: SessionUser, propertyId: number, asOf: string, payDate?: string) {
  checkViewer(user);
  // the rate in force on the statement's day and on the pay day: all its statement and quote read (ADR 033)
  const rows = await loadStatementRows(ctx.db, propertyId, asOf, payDate && payDate > asOf ? payDate : asOf, { ratesOn: payDate ? [asOf, payDate] : [asOf] });
  if (!rows.property) throw notFound(MSG.server.notFound);
  checkOwner(user, rows.property.user_id);
  const input = statementInput(rows);
  return { rows, statement: statementOf(input, asOf), payoff: payDate ? payoffQuote(input, payDate) : null };
}

function presentProperty(p: NonNullable<StatementLoad['property']>) {
  return {
    id: p.id,
    code: p.code,
    user_id: p.user_id,
    property_type_id: p.property_type_id,
    type: { name: label(PROPERTY_TYPE_LABELS, p.property_type_id) },
    property_use_id: p.property_use_id,
    use: { name: label(PROPERTY_USE_LABELS, p.property_use_id) },
    size: p.size,
    economic_activity: { code: p.activity_code, name: p.activity_name, tax_free: p.tax_free },
    owner: p.business_name?.trim() || fullName(p.name, p.lastname),
    full_document: documentLabel(p.document_type_id, p.document),
    email: p.email,
    phone: phoneLabel(p.phone_code, p.phone),
  };
}

const summary = (s: Statement) => {
  const { rows: _rows, ...rest } = statementToWire(s);
  return rest;
};

export function accountStatusService(ctx: AppContext) {
  const query = accountStatusQuery(ctx.db, ctx.userChanges);
  const conversions = (r: { petro: string | null; dolar: string | null }) => ({ conversion_petro: { amount: r.petro }, conversion_dolar: { amount: r.dolar } });

  async function list(user: SessionUser, input: CallInput<Calls['list']>) {
    const ownerId = input.user_id ?? accountOwnerId(user);
    const r = await query.list(input, { ownerId });
    const debts = await debtsToday(
      ctx.db,
      r.page.data.map((row) => row.id),
    );
    return { properties: { ...r.page, data: r.page.data.map((row) => presentRow(row, debts.get(row.id))) }, ...conversions(r) };
  }

  async function adminList(input: CallInput<Calls['adminList']>) {
    const selected = input.id ? await query.row(input.id) : null;
    if (input.id && !selected) throw notFound(MSG.server.notFound);
    const r = await query.list(input, { staff: true });
    const debts = await debtsToday(ctx.db, [...r.page.data.map((row) => row.id), ...(selected ? [selected.id] : [])]);
    return {
      properties: { ...r.page, data: r.page.data.map((row) => presentRow(row, debts.get(row.id))) },
      property_selected: selected ? presentRow(selected, debts.get(selected.id)) : null,
      ...conversions(r),
    };
  }

  async function references() {
    return {
      types: named(PROPERTY_TYPES),
      statuses,
      service_types: named(SERVICE_TYPES),
      fine_types: named(FINE_TYPES),
      ...conversions(await query.rates()),
    };
  }

  /** 'Pagos Pendientes': the property, its statement totals and one page of rows (or of processed notices). */
  async function payments(user: SessionUser, input: CallInput<Calls['payments']>) {
    const asOf = input.as_of ?? todayDay();
    const { rows, statement, payoff } = await propertyStatement(ctx, user, input.id, asOf, input.pay_date);
    const args = pageArgs(input.page);
    const pending = input.status === 1 ? statement.rows : [];
    const wire = summary(statement);
    return {
      property: presentProperty(rows.property!),
      payments: paged(pending.slice(args.skip, args.skip + args.take).map(statementRowToWire), pending.length, args),
      processed: input.status === 0 ? await processedNotices(ctx.db, input.id, input.page) : null,
      conversion_petro: { amount: wire.rate },
      conversion_dolar: { amount: rows.dolar },
      ...wire.totals,
      pending_months: statement.pending_months,
      statement: wire,
      payoff: payoff ? payoffQuoteToWire(payoff) : null,
      reconciling: await reconcilingOf(input.id),
      agreements: await agreementsOf(input.id),
    };
  }

  /** The quotas of its active agreements still to pay ('Convenios'), apart from the statement's rows. */
  async function agreementsOf(propertyId: number) {
    const a = await agreementDebt(ctx.db, propertyId);
    return { total: toWire(a.ucd), total_bs: toWire(a.bs), quotas: a.quotas };
  }

  /** The bills of the property waiting for their money ('Por conciliar'), apart from the statement's rows. */
  async function reconcilingOf(propertyId: number) {
    const r = await unreceivedDebt(ctx.db, propertyId);
    return { total: toWire(r.ucd), total_bs: toWire(r.bs), bills: r.bills };
  }

  return { list, adminList, references, payments };
}
