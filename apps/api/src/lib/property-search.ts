// The property picker of the desks and the convention builder: properties by code (or, for staff,
// by their taxpayer's name, document, username or e-mail), as a map id → 'CODE - Taxpayer'.
import { LEVELS } from '@aseo/shared/constants';
import { fullName } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../db.ts';
import { personSearchSql } from './search.ts';
import { queryRows } from './sql.ts';

/** At most 30 properties of `owner` (any owner when null) matching `search`; `byPerson` also matches the taxpayer. */
export async function searchProperties(db: Db, search: string | undefined, owner: number | null | undefined, byPerson: boolean) {
  const s = search?.trim();
  const where = [Prisma.sql`p.deleted_at IS NULL`];
  if (owner) where.push(Prisma.sql`p.user_id = ${owner}`);
  if (s) {
    const arms = [Prisma.sql`p.code ILIKE ${`%${s.replace(/[\\%_]/g, '\\$&')}%`}`];
    if (byPerson) arms.push(Prisma.sql`p.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND ${personSearchSql(s)}))`);
    where.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
  }
  const rows = await queryRows<{ id: number; code: string; name: string; lastname: string | null; business_name: string | null }>(
    db,
    Prisma.sql`SELECT p.id, p.code, u.name, u.lastname, u.business_name FROM properties p JOIN users u ON u.id = p.user_id
               WHERE ${Prisma.join(where, ' AND ')} ORDER BY p.code LIMIT 30`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), `${r.code} - ${r.business_name?.trim() || fullName(r.name, r.lastname)}`]));
}
