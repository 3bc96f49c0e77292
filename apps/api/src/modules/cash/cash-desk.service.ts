// The new desk's reads and small writes (001 section 7 "Cash (admin, new)", docs/cash.md): payment
// methods with banks and accounts, service types (and a new one), a bank reference check, the
// property search and a property's debts to add to the bill. A taxpayer (or a moderator acting for
// one) sees only its own properties; staff need view-cash.
import { statementRowToWire } from '@aseo/shared/billing';
import { clientPaymentMethods, paymentMethodChoices } from '@aseo/shared/constants';
import type { CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { searchProperties } from '../../lib/property-search.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { payableToday } from '../ledger/index.ts';
import { checkDesk } from './cash-card.service.ts';

type Calls = typeof cashCalls;

export function cashDeskService(ctx: AppContext) {
  const { db } = ctx;

  async function paymentMethods(user: SessionUser) {
    checkDesk(user);
    const [banks, accounts] = await Promise.all([
      db.bank.findMany({ where: { status: 1 }, select: { id: true, code: true, name: true }, orderBy: { name: 'asc' } }),
      db.bankAccount.findMany({
        where: { status: 1, deleted_at: null },
        select: { id: true, name: true, bank_id: true, number: true },
        orderBy: { id: 'asc' },
      }),
    ]);
    return {
      methods: (actsAsClient(user) ? clientPaymentMethods() : paymentMethodChoices()).map((m) => ({ id: m.id, name: m.name })),
      banks,
      bank_accounts: accounts,
    };
  }

  const serviceTypes = async () => ({ service_types: await db.cashServiceType.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }) });

  async function createServiceType(user: SessionUser, { name }: CallInput<Calls['createServiceType']>) {
    const found = await db.cashServiceType.findFirst({ where: { name: { equals: name, mode: 'insensitive' } }, select: { id: true, name: true } });
    if (found) return { message: MSG.payments.saved, service_type: found };
    const created = await db.$transaction(async (tx) => {
      const t = await tx.cashServiceType.create({ data: { name, created_by: user.id }, select: { id: true, name: true } });
      await writeAudit(tx, 'service-type.created', { value_id: t.id, user_id: user.id, new: t });
      return t;
    });
    return { message: MSG.payments.saved, service_type: created };
  }

  async function validateVoucher(user: SessionUser, { bank_id, number }: CallInput<Calls['validateVoucher']>) {
    checkDesk(user);
    const used = await db.voucherReference.findUnique({ where: { bank_id_number: { bank_id, number } }, select: { id: true } });
    if (used) throw unprocessable(MSG.payments.referenceUsed, { fields: { number: MSG.payments.referenceUsed } });
    return { valid: true as const };
  }

  /** Up to 30 properties: by code, or by the owner's name or document; a client's own only. */
  async function properties(user: SessionUser, { search, client_id }: CallInput<Calls['properties']>) {
    checkDesk(user);
    const owner = actsAsClient(user) ? accountOwnerId(user) : client_id;
    return { properties: await searchProperties(db, search, owner, !actsAsClient(user)) };
  }

  /** The statement rows the desk may bill: what sits inside an active agreement is paid by its quotas, not offered here. */
  async function paymentsFines(user: SessionUser, { id }: CallInput<Calls['paymentsFines']>) {
    checkDesk(user);
    const { property, rows } = await payableToday(ctx.db, id);
    if (actsAsClient(user) && accountOwnerId(user) !== property.user_id) throw notFound(MSG.server.notFound);
    return { data: rows.map(statementRowToWire) };
  }

  return { paymentMethods, serviceTypes, createServiceType, validateVoucher, properties, paymentsFines };
}
