// Reading solvencies: the lists (a taxpayer's own, or every one for staff, with the search
// 'Contribuyente, Código, No Solvencia') and one certificate as the contract shows it.
import { dayOfInstant, daysBetween } from '@aseo/shared/billing';
import { LEVELS, SOLVENCY_EXPIRY_NOTICE_DAYS } from '@aseo/shared/constants';
import { documentLabel, padId, solvencyNumberText, taxpayerName } from '@aseo/shared/format';
import type { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { todayDay } from '../ledger/index.ts';

export const solvencyInclude = {
  user: { select: { id: true, username: true, name: true, lastname: true, business_name: true, document_type_id: true, document: true } },
  property: { select: { id: true, code: true, zone: true, street: true, floor: true, house_number: true, economic_activity: { select: { name: true } } } },
} satisfies Prisma.SolvencyInclude;
export type SolvencyRecord = Prisma.SolvencyGetPayload<{ include: typeof solvencyInclude }>;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A certificate's status on `today`: 'Revocada' once a bill that paid it fell, 'Vencida' after its
 * last valid day, 'Por vencer' within SOLVENCY_EXPIRY_NOTICE_DAYS days of that day (it still holds:
 * the taxpayer is told in time), else 'Vigente'.
 */
export function solvencyStanding(validUntil: string, revoked: boolean, today: string) {
  if (revoked) return { status_text: 'Revocada', expires_soon: false };
  if (today > validUntil) return { status_text: 'Vencida', expires_soon: false };
  const soon = daysBetween(today, validUntil) <= SOLVENCY_EXPIRY_NOTICE_DAYS;
  return { status_text: soon ? 'Por vencer' : 'Vigente', expires_soon: soon };
}

export function presentSolvency(s: SolvencyRecord) {
  // a certificate without its last day (older rows): the portal's day it was issued (ADR 016), not the UTC one
  const validUntil = s.valid_until ? day(s.valid_until) : dayOfInstant(s.created_at);
  return {
    id: s.id,
    number: s.number,
    number_format: solvencyNumberText(s.number),
    created_at: s.created_at.toISOString(),
    valid_until: validUntil,
    ...solvencyStanding(validUntil, s.revoked_at !== null, todayDay()),
    revoked_at: s.revoked_at?.toISOString() ?? null,
    file: s.crypt,
    verification_code: s.verification_code,
    user: {
      id: s.user.id,
      number_format: padId(s.user.id),
      username: s.user.username,
      full_name: taxpayerName(s.user),
      full_document: documentLabel(s.user.document_type_id, s.user.document),
    },
    property: { ...s.property, economic_activity: { name: s.property.economic_activity.name } },
  };
}

/** The search of 000 section 2: the taxpayer (name, account, document), the property code, the number. */
function searchWhere(search: string | undefined): Prisma.SolvencyWhereInput {
  const s = search?.trim();
  if (!s) return {};
  // digits alone name a certificate number or a property code's number ('123' → AU-000123)
  if (/^\d{1,9}$/.test(s)) return { OR: [{ number: Number(s) }, { property: { code: `AU-${s.padStart(6, '0')}` } }] };
  const contains = { contains: s, mode: 'insensitive' as const };
  return {
    OR: [
      { property: { code: contains } },
      {
        user: {
          level_id: LEVELS.CLIENT,
          OR: [
            { name: contains },
            { lastname: contains },
            { business_name: contains },
            { username: contains },
            { document: { startsWith: s.replace(/^[VEJG]-?/i, '') } },
          ],
        },
      },
    ],
  };
}

export async function listSolvencies(db: Db | Tx, opts: { page: number; search?: string; ownerId?: number }) {
  const args = pageArgs(opts.page);
  const where: Prisma.SolvencyWhereInput = { deleted_at: null, ...(opts.ownerId ? { user_id: opts.ownerId } : {}), ...searchWhere(opts.search) };
  const [rows, total] = await Promise.all([
    db.solvency.findMany({ where, include: solvencyInclude, orderBy: { id: 'desc' }, skip: args.skip, take: args.take }),
    db.solvency.count({ where }),
  ]);
  return { solvencies: paged(rows.map(presentSolvency), total, args) };
}
