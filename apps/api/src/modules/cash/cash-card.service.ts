// The property card of the cash desk (001 section 2 "New cash desk", docs/cash.md): the property as
// the desk shows it, with everything besides the lines that composeBill needs — the UCD value, VAT,
// the activity's active discount, the owner's retention and retention %, its credit — so the screen
// shows exactly what 'Procesar' will charge. Also a convention's quotas ('agregar convenio').
import { AGREEMENT_STATUS, PERMISSIONS, PROPERTY_TYPE_LABELS, PROPERTY_USE_LABELS, RETENTION_LABELS } from '@aseo/shared/constants';
import type { DeskCard } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { toWire, ucd, rate, sum } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { billTerms, ratesNow } from '../ledger/index.ts';

/** Staff need view-cash; a client passes (its reach is checked per property). */
export function checkDesk(user: SessionUser) {
  if (!actsAsClient(user) && !can(user, PERMISSIONS.VIEW_CASH)) throw forbidden(MSG.server.forbidden);
}

/** The property a user may reach at the desk: any for staff with view-cash, its own for a client (404 otherwise). */
export async function deskProperty(db: Tx, user: SessionUser, id: number) {
  checkDesk(user);
  const p = await db.property.findFirst({
    where: { id, deleted_at: null },
    include: { economic_activity: { select: { id: true, name: true, tax_free: true } }, user: true },
  });
  if (!p || (actsAsClient(user) && accountOwnerId(user) !== p.user_id)) throw notFound(MSG.server.notFound);
  return p;
}

export function cashCardService(ctx: AppContext) {
  const { db } = ctx;

  async function card(user: SessionUser, id: number): Promise<DeskCard> {
    const p = await deskProperty(db, user, id);
    const owner = p.user;
    const [terms, notes, conventions] = await Promise.all([
      billTerms(db, p),
      db.creditNote.findMany({ where: { user_id: owner.id, status: 1, deleted_at: null, balance: { gt: 0 } }, select: { balance: true } }),
      db.convention.findMany({
        where: { property_id: p.id, status: AGREEMENT_STATUS.ACTIVE },
        select: { id: true, number: true, _count: { select: { quotas: { where: { status: 1, bill_id: null } } } } },
        orderBy: { id: 'asc' },
      }),
    ]);
    return {
      property: {
        id: p.id,
        code: p.code,
        user_id: owner.id,
        document: documentLabel(owner.document_type_id, owner.document),
        name: owner.business_name?.trim() || fullName(owner.name, owner.lastname),
        activity: p.economic_activity.name,
        retention: owner.retention,
        retention_text: RETENTION_LABELS[owner.retention as 0] ?? 'No',
        type: PROPERTY_TYPE_LABELS[p.property_type_id as 1] ?? '',
        use: PROPERTY_USE_LABELS[p.property_use_id as 1] ?? '',
        exempt: terms.exempt,
        condominium: p.parent_id !== null,
      },
      conversion_petro: toWire(terms.rate),
      iva: toWire(terms.iva),
      discount: terms.discount ? { id: terms.discount.id, percentage: toWire(terms.discount.percentage) } : null,
      retention_percent: toWire(terms.retentionPercent),
      credit: toWire(
        sum(
          'Ucd',
          notes.map((n) => ucd(n.balance.toString())),
        ),
      ),
      conventions: conventions.map((c) => ({ id: c.id, number: c.number, pending_quotas: c._count.quotas })),
    };
  }

  async function convention(user: SessionUser, id: number) {
    checkDesk(user);
    const c = await db.convention.findUnique({
      where: { id },
      include: { property: { select: { id: true, code: true, user_id: true } }, quotas: { orderBy: { position: 'asc' } } },
    });
    if (!c || (actsAsClient(user) && accountOwnerId(user) !== c.property.user_id)) throw notFound(MSG.server.notFound);
    return {
      convention: { id: c.id, number: c.number, status: c.status, total: toWire(ucd(c.total.toString())) },
      property: { id: c.property.id, code: c.property.code },
      convention_quotas: c.quotas.map((q) => ({
        id: q.id,
        position: q.position,
        date: q.date.toISOString().slice(0, 10),
        total: toWire(ucd(q.total.toString())),
        status: q.bill_id === null && q.status === 1 ? 1 : 0,
      })),
    };
  }

  async function petroNow(user: SessionUser) {
    checkDesk(user);
    return { conversion_petro: toWire(rate((await ratesNow(db)).rate)) };
  }

  return { card, convention, petroNow };
}
