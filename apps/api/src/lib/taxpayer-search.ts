// The taxpayer picker of the old desk ('Caja') and of 'Nuevo Convenio': taxpayers (not deleted) by
// name, surname, username, e-mail, document or business name, each with its display name and document.
import { LEVELS } from '@aseo/shared/constants';
import { documentLabel, fullName } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../db.ts';
import { likeLiteral, personSearchSql } from './search.ts';
import { queryRows } from './sql.ts';

export type TaxpayerOption = { id: number; username: string; full_name: string; full_document: string };

/** At most `limit` taxpayers matching `search` (all when blank), `id` only when given, ordered by `order`. */
export async function searchTaxpayers(db: Db, opts: { search?: string; id?: number; limit: number; order: 'name' | 'id' }): Promise<TaxpayerOption[]> {
  const s = opts.search?.trim();
  const where = [Prisma.sql`u.level_id = ${LEVELS.CLIENT}`, Prisma.sql`u.deleted_at IS NULL`];
  if (opts.id) where.push(Prisma.sql`u.id = ${opts.id}`);
  if (s) where.push(Prisma.sql`(${personSearchSql(s)} OR u.business_name ILIKE ${`%${likeLiteral(s)}%`})`);
  const rows = await queryRows<{
    id: number;
    username: string;
    name: string;
    lastname: string | null;
    business_name: string | null;
    document_type_id: number | null;
    document: string | null;
  }>(
    db,
    Prisma.sql`SELECT u.id, u.username, u.name, u.lastname, u.business_name, u.document_type_id, u.document FROM users u
               WHERE ${Prisma.join(where, ' AND ')} ORDER BY ${opts.order === 'name' ? Prisma.sql`u.name, u.id` : Prisma.sql`u.id`} LIMIT ${opts.limit}`,
  );
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    full_name: u.business_name?.trim() || fullName(u.name, u.lastname),
    full_document: documentLabel(u.document_type_id, u.document),
  }));
}
