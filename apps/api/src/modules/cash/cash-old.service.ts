// The old cash desk ('Caja') and the taxpayer's 'Realizar pago' (001 "Old cash desk", docs/cash.md):
// pick a client and a property, tick its pending notices in order, or pay the next quota of an
// agreement. Reads here; the payment itself is the new desk's transaction (cash-payment.service.ts)
// with the in-order rule and the old desk's texts. A client reaches only its own properties (404).
import { statementRowToWire } from '@aseo/shared/billing';
import { AGREEMENT_STATUS, DEFAULT_INSTITUTION } from '@aseo/shared/constants';
import type { CallInput, cashClientCalls, cashOldCalls } from '@aseo/shared/contracts';
import { fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { searchTaxpayers } from '../../lib/taxpayer-search.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { payableNoticeIds, statementToday } from '../ledger/index.ts';
import { cashCardService, checkDesk, deskProperty } from './cash-card.service.ts';
import { cashDeskService } from './cash-desk.service.ts';
import { cashPaymentService } from './cash-payment.service.ts';
import type { PaymentFiles } from '../ledger/index.ts';

type Old = typeof cashOldCalls;
type Client = typeof cashClientCalls;
type Finish = CallInput<Old['finish']>;
type AgreementFinish = CallInput<Old['agreementsFinish']>;

export function cashOldService(ctx: AppContext) {
  const { db } = ctx;
  const cards = cashCardService(ctx);
  const desk = cashDeskService(ctx);
  const payments = cashPaymentService(ctx);

  async function choices(user: SessionUser) {
    const { methods, banks, bank_accounts } = await desk.paymentMethods(user);
    return { payment_methods: methods, banks, bank_accounts };
  }

  /** Up to 30 taxpayers by name, document or username (or the one asked for). */
  async function clients(user: SessionUser, { search, client_id }: CallInput<Old['clients']>) {
    const found = await searchTaxpayers(db, { search, id: client_id, limit: 30, order: 'name' });
    const list = found.map((u) => ({ id: u.id, label: `${u.full_name} (${u.full_document}) · ${u.username}` }));
    return { clients: list, ...(await choices(user)) };
  }

  async function properties(user: SessionUser, ownerId: number) {
    checkDesk(user);
    const [rows, institution] = await Promise.all([
      db.property.findMany({
        where: { user_id: ownerId, deleted_at: null },
        select: { id: true, code: true, zone: true, street: true, parent_id: true },
        orderBy: { code: 'asc' },
      }),
      db.institution.findUnique({ where: { id: DEFAULT_INSTITUTION }, select: { name: true, rif: true } }),
    ]);
    return {
      properties: rows.map((p) => ({
        id: p.id,
        code: p.code,
        label: [p.code, p.zone, p.street].filter(Boolean).join(' - '),
        condominium: p.parent_id !== null,
      })),
      institution: institution ?? { name: '', rif: null },
    };
  }

  /** The notices the desk may tick (oldest first, with their fines and today's interest) and the card. */
  async function pending(user: SessionUser, propertyId: number) {
    const card = await cards.card(user, propertyId);
    const [{ statement }, billable] = await Promise.all([statementToday(ctx.db, propertyId), payableNoticeIds(db, propertyId)]);
    const order = new Map(billable.map((id, i) => [id, i]));
    const rows = statement.rows.filter((r) => r.kind === 'notice' && order.has(r.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { payments: rows.map(statementRowToWire), card, conversions: card.conversion_petro };
  }

  /** The property's ACTIVE old agreements and their quotas still to pay, lowest position first. */
  async function agreements(user: SessionUser, propertyId: number) {
    await deskProperty(db, user, propertyId);
    const list = await db.agreement.findMany({
      where: { property_id: propertyId, status: AGREEMENT_STATUS.ACTIVE },
      include: { quotas: { where: { status: 1, bill_id: null }, orderBy: { position: 'asc' } } },
      orderBy: { id: 'asc' },
    });
    return {
      agreements: list.map((a) => ({
        id: a.id,
        number: String(a.number).padStart(6, '0'),
        quantity_quotas: a.quantity_quotas,
        quotas: a.quotas.map((q) => ({
          id: q.id,
          position: q.position,
          date: q.date.toISOString().slice(0, 10),
          total: toWire(ucd(q.amount.toString())),
          status: 1,
        })),
      })),
      ...(await choices(user)),
    };
  }

  /** 'Enviar Pago': the months ticked, oldest first, none skipped, through the one payment transaction. */
  function finish(user: SessionUser, input: Finish, files: PaymentFiles, key: string | undefined, call: string) {
    const body = {
      property: input.property_id,
      invoices: input.months.map((id) => ({ type: 'Deuda' as const, id })),
      vouchers: input.receipts,
      creditApply: input.creditApply,
    };
    return payments.create(user, body, files, key, { call, inOrder: true, old: true });
  }

  /** Pays the next pending quota (the lowest position) of an old agreement. */
  async function agreementFinish(user: SessionUser, input: AgreementFinish, files: PaymentFiles, key: string | undefined, call: string) {
    checkDesk(user);
    const a = await db.agreement.findUnique({
      where: { id: input.agreement_id },
      include: { property: { select: { user_id: true } }, quotas: { where: { status: 1, bill_id: null }, orderBy: { position: 'asc' }, take: 1 } },
    });
    if (!a || (actsAsClient(user) && accountOwnerId(user) !== a.property.user_id)) throw notFound(MSG.server.notFound);
    const next = a.quotas[0];
    if (a.status !== AGREEMENT_STATUS.ACTIVE || !next) throw unprocessable(MSG.cash.noPendingQuota);
    const body = { property: a.property_id, invoices: [{ type: 'Acuerdo' as const, id: next.id }], vouchers: input.receipts, creditApply: false };
    return payments.create(user, body, files, key, { call, old: true });
  }

  const petro = async (user: SessionUser) => ({ conversion_petro: (await cards.petroNow(user)).conversion_petro });

  /** 'Realizar pago': the taxpayer, its own properties and the payment choices; with a property, its months and card. */
  async function clientPay(user: SessionUser, propertyId: number | undefined) {
    if (!actsAsClient(user)) throw notFound(MSG.server.notFound);
    const ownerId = accountOwnerId(user);
    const owner = await db.user.findUniqueOrThrow({ where: { id: ownerId }, select: { id: true, name: true, lastname: true, business_name: true } });
    const months = propertyId ? await pending(user, propertyId) : { payments: [], card: null, conversions: null };
    return {
      client: { id: owner.id, name: owner.business_name?.trim() || fullName(owner.name, owner.lastname) },
      ...(await properties(user, ownerId)),
      ...(await choices(user)),
      ...months,
    };
  }

  return {
    clients,
    properties: (user: SessionUser, input: CallInput<Old['properties']>) => properties(user, input.client_id),
    pending,
    agreements,
    finish,
    agreementFinish,
    petro,
    clientPay: (user: SessionUser, input: CallInput<Client['pay']>) => clientPay(user, input.property_id),
  };
}
