// Users as the presenter needs them, read in ONE statement: the row, its extra e-mails and phones
// and its permission codes aggregated as JSON by PostgreSQL (Prisma's include sends one statement
// per relation, and an `IN (NULL)` one when a level is empty). The JSON has the shape of the
// Prisma row with `userInclude`, so `presentUser` serves both.
import { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';
import type { PresentableUser } from './user.presenter.ts';

/** A `timestamp(3)` column (UTC, as Prisma writes it) as the ISO text Prisma's Date serialises to. */
export const isoUtc = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The JSON object of the user aliased `u` with its relations; `extra` adds `'key', <sql>` pairs.
 * Every column is named here: password hashes, token versions and reset codes are never read.
 */
export function userJson(extra: Prisma.Sql[] = []) {
  return Prisma.sql`json_build_object(
    'id', u.id, 'level_id', u.level_id, 'user_id', u.user_id, 'username', u.username, 'name', u.name,
    'lastname', u.lastname, 'business_name', u.business_name, 'email', u.email, 'phone_code', u.phone_code,
    'phone', u.phone, 'document_type_id', u.document_type_id, 'document', u.document,
    'fiscal_address', u.fiscal_address, 'retention', u.retention, 'note', u.note, 'box', u.box,
    'status', u.status, 'verified', u.verified, 'created_at', ${isoUtc('u.created_at')},
    'emails', coalesce((SELECT json_agg(json_build_object('id', e.id, 'email', e.email) ORDER BY e.id)
                        FROM user_emails e WHERE e.user_id = u.id), '[]'),
    'phones', coalesce((SELECT json_agg(json_build_object('id', p.id, 'phone_code', p.phone_code, 'phone', p.phone) ORDER BY p.id)
                        FROM user_phones p WHERE p.user_id = u.id), '[]'),
    'permissions', coalesce((SELECT json_agg(json_build_object('action', json_build_object('code', a.code, 'module_id', a.module_id)) ORDER BY a.id)
                             FROM user_permissions up JOIN actions a ON a.id = up.action_id WHERE up.user_id = u.id), '[]')
    ${extra.length ? Prisma.sql`, ${Prisma.join(extra, ', ')}` : Prisma.empty}
  )`;
}

/** One user with its relations (deleted ones too, as `findUnique` would), or null. */
export async function findPresentableUser(db: Db | Tx, id: number): Promise<PresentableUser | null> {
  const rows = await queryRows<{ user: PresentableUser }>(db, Prisma.sql`SELECT ${userJson()} AS user FROM users u WHERE u.id = ${id}`);
  return rows[0]?.user ?? null;
}
