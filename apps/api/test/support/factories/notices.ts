// Notices and bills: a pending monthly notice, and a bill that takes notices with its lines and
// totals worked out by the shared money rules.
import type { Prisma } from '@aseo/db/client';
import { BILL_STATUS, CASH_TYPE, DEFAULT_INSTITUTION, DEFAULT_IVA, NOTICE_STATUS, SERVICE_TYPE, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import { add, percent, rate, sub, sum, ucd, ucdToBs, vatOf, type Ucd } from '@aseo/shared/money';
import { newCrypt, nextCounter } from '../../../src/modules/billing/index.ts';
import type { TestPortal } from '../portal.ts';
import { buildProperty } from './properties.ts';
import type { Overrides } from './types.ts';
import { buildTaxpayer } from './users.ts';

/** UCD → Bs rate of every factory row unless overridden. */
export const FACTORY_RATE = '52.75000000';

/** A property of a new taxpayer, for factories called without one. */
async function someProperty(portal: TestPortal) {
  return buildProperty(portal, { user_id: (await buildTaxpayer(portal)).id });
}

/** The month after the property's last notice of that service (January 2026 for the first). */
async function nextPeriod(portal: TestPortal, propertyId: number, serviceTypeId: number) {
  const last = await portal.ctx.db.notice.findFirst({ where: { property_id: propertyId, service_type_id: serviceTypeId }, orderBy: { period: 'desc' } });
  if (!last) return new Date('2026-01-01T00:00:00Z');
  return new Date(Date.UTC(last.period.getUTCFullYear(), last.period.getUTCMonth() + 1, 1));
}

export type NoticeOverrides = Overrides<Prisma.NoticeUncheckedCreateInput>;

/**
 * A pending notice: 10 UCD of the clean service plus 16 % VAT, for the month after the property's
 * last one. Without `property_id`, a new taxpayer's property. `iva` and `total_with_iva` follow
 * `total` and `iva_percentage` unless given.
 */
export async function buildNotice(portal: TestPortal, overrides: NoticeOverrides = {}) {
  const propertyId = overrides.property_id ?? (await someProperty(portal)).id;
  const serviceTypeId = overrides.service_type_id ?? SERVICE_TYPE.CLEAN;
  const total = ucd(overrides.total ?? '10.0000');
  const pct = percent(overrides.iva_percentage ?? DEFAULT_IVA);
  const iva = overrides.iva == null ? vatOf(total, pct) : ucd(overrides.iva);
  return portal.ctx.db.notice.create({
    data: {
      service_type_id: serviceTypeId,
      period: await nextPeriod(portal, propertyId, serviceTypeId),
      iva_percentage: pct.toFixed(2),
      conversion_petro: FACTORY_RATE,
      status: NOTICE_STATUS.PENDING,
      ...overrides,
      property_id: propertyId,
      total: total.toFixed(4),
      iva: iva.toFixed(4),
      total_with_iva: overrides.total_with_iva ?? add(total, iva).toFixed(4),
    },
  });
}

export type BillOverrides = Overrides<Prisma.BillUncheckedCreateInput> & {
  /** Notices the bill takes (one new notice of the property when omitted); they become processed. */
  notices?: { id: number }[];
};

const monthName = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * A pending payments bill (status 0, cash type 1) of the property's owner, numbered from the
 * institution's invoice counter, with one 'Deuda' line per notice and subtotal, VAT, totals and
 * the clean/disposal split in Bs computed from them. Any column can be overridden.
 */
export async function buildBill(portal: TestPortal, overrides: BillOverrides = {}) {
  const db = portal.ctx.db;
  const { notices: given, ...fields } = overrides;
  const propertyId =
    fields.property_id ?? (given?.length ? (await db.notice.findUniqueOrThrow({ where: { id: given[0].id } })).property_id : (await someProperty(portal)).id);
  const property = await db.property.findUniqueOrThrow({ where: { id: propertyId } });
  const notices = given?.length
    ? await db.notice.findMany({ where: { id: { in: given.map((n) => n.id) } }, orderBy: [{ period: 'asc' }, { id: 'asc' }] })
    : [await buildNotice(portal, { property_id: propertyId })];
  const r = rate(fields.conversion_petro ?? FACTORY_RATE);
  const total = (pick: (n: (typeof notices)[number]) => Prisma.Decimal, only?: number): Ucd =>
    sum(
      'Ucd',
      notices.filter((n) => only == null || n.service_type_id === only).map((n) => ucd(pick(n))),
    );
  const subtotal = total((n) => n.total);
  const iva = total((n) => n.iva);
  const exempt = total((n) => n.exempt);
  const grand = add(subtotal, iva);
  const institutionId = fields.institution_id ?? DEFAULT_INSTITUTION;
  return db.$transaction(async (tx) => {
    const bill = await tx.bill.create({
      data: {
        number: await nextCounter(tx, 'invoice', institutionId),
        crypt: newCrypt(),
        status: BILL_STATUS.PENDING,
        bill_type: CASH_TYPE.PAYMENTS,
        user_id: property.user_id,
        since: notices[0].period,
        until: notices[notices.length - 1].period,
        subtotal: subtotal.toFixed(4),
        exempt: exempt.toFixed(4),
        tax_base: sub(subtotal, exempt).toFixed(4),
        iva: iva.toFixed(4),
        iva_percentage: notices[0].iva_percentage.toFixed(2),
        total: grand.toFixed(4),
        total_bs: ucdToBs(grand, r).toFixed(2),
        urban_clean_amount: ucdToBs(
          total((n) => n.total_with_iva, SERVICE_TYPE.CLEAN),
          r,
        ).toFixed(2),
        df_amount: ucdToBs(
          total((n) => n.total_with_iva, SERVICE_TYPE.RDS),
          r,
        ).toFixed(2),
        ...fields,
        institution_id: institutionId,
        property_id: propertyId,
        conversion_petro: r.toFixed(8),
        lines: {
          create: notices.map((n) => ({
            type: 'Deuda',
            notice_id: n.id,
            name: `${SERVICE_TYPE_LABELS[n.service_type_id]} ${monthName(n.period)}`,
            amount: ucd(n.total).toFixed(4),
            iva: ucd(n.iva).toFixed(4),
            amount_bs: ucdToBs(ucd(n.total), r).toFixed(2),
          })),
        },
      },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    await tx.notice.updateMany({ where: { id: { in: notices.map((n) => n.id) } }, data: { status: NOTICE_STATUS.PROCESSED, bill_id: bill.id } });
    return bill;
  });
}
