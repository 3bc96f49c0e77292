// Users as `presentUser` presents them, read in ONE statement: the row, its extra e-mails and phones
// and its permission codes aggregated as JSON by PostgreSQL (Prisma's include sends one statement
// per relation, and an `IN (NULL)` one when a level is empty), with the presenter's derived fields
// computed in the same statement.
import { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';
import { DOCUMENT_TYPES, ID_PAD, USER_STATUS_TEXT } from '@aseo/shared/constants';
import type { PresentedUser } from './user.presenter.ts';

/** A `timestamp(3)` column (UTC, as Prisma writes it) as the ISO text Prisma's Date serialises to. */
export const isoUtc = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const ws = "E' \\t\\n\\r\\u000b\\f\\u00a0'";
/** `text` trimmed as JavaScript's trim() does for what a name can hold, or NULL when blank. */
const trimmed = (column: string) => Prisma.raw(`nullif(btrim(${column}, ${ws}), '')`);

/** `CASE <column> WHEN key THEN label … ELSE '' END` over a table of constants (ids are integers). */
function labelCase(column: string, labels: Record<number, string>) {
  const arms = Object.entries(labels).map(([id, label]) => Prisma.sql`WHEN ${Prisma.raw(String(Number(id)))} THEN ${label}::text`);
  return Prisma.sql`CASE ${Prisma.raw(column)} ${Prisma.join(arms, ' ')} ELSE '' END`;
}

const DOCUMENT_PREFIXES: Record<number, string> = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t.id, t.prefix]));

/**
 * The user aliased `u` as `presentUser` presents it (same keys, same order, same values; the
 * users test compares the two on users of every shape), its e-mails, phones and permission codes
 * aggregated by PostgreSQL: the hot reads (the taxpayer list, profile/get) answer it as read, with no
 * row mapping in JavaScript (issue 11). `extra` adds `'key', <sql>` pairs. Every column is named
 * here: password hashes, token versions and reset codes are never read.
 */
export function presentedUserJson(extra: Prisma.Sql[] = []) {
  return Prisma.sql`json_build_object(
    'id', u.id, 'number_format', lpad(u.id::text, greatest(${Prisma.raw(String(ID_PAD))}, length(u.id::text)), '0'),
    'level_id', u.level_id, 'user_id', u.user_id, 'username', u.username, 'name', u.name,
    'lastname', u.lastname, 'business_name', u.business_name,
    'full_name', concat_ws(' ', ${trimmed('u.name')}, ${trimmed('u.lastname')}),
    'email', u.email, 'phone_code', u.phone_code, 'phone', u.phone,
    'full_phone', concat_ws('-', nullif(u.phone_code, ''), nullif(u.phone, '')),
    'document_type_id', u.document_type_id, 'document', u.document,
    'full_document', CASE WHEN coalesce(u.document_type_id, 0) <> 0 AND coalesce(u.document, '') <> ''
                          THEN ${labelCase('u.document_type_id', DOCUMENT_PREFIXES)} || u.document ELSE u.document END,
    'fiscal_address', u.fiscal_address, 'retention', u.retention, 'note', u.note, 'box', u.box,
    'status', u.status, 'status_text', ${labelCase('u.status', USER_STATUS_TEXT)},
    'verified', u.verified, 'created_at', ${isoUtc('u.created_at')},
    'emails', coalesce((SELECT json_agg(json_build_object('id', e.id, 'email', e.email) ORDER BY e.id)
                        FROM user_emails e WHERE e.user_id = u.id), '[]'),
    'phones', coalesce((SELECT json_agg(json_build_object('id', p.id, 'phone_code', p.phone_code, 'phone', p.phone) ORDER BY p.id)
                        FROM user_phones p WHERE p.user_id = u.id), '[]'),
    'permissions', coalesce((SELECT json_agg(json_build_object('code', a.code, 'module_id', a.module_id) ORDER BY a.id)
                             FROM user_permissions up JOIN actions a ON a.id = up.action_id WHERE up.user_id = u.id), '[]')
    ${extra.length ? Prisma.sql`, ${Prisma.join(extra, ', ')}` : Prisma.empty}
  )`;
}

/** One user as `presentUser` presents it (deleted ones too, as `findUnique` would), or null. */
export async function findPresentedUser(db: Db | Tx, id: number): Promise<PresentedUser | null> {
  const rows = await queryRows<{ user: PresentedUser }>(db, Prisma.sql`SELECT ${presentedUserJson()} AS user FROM users u WHERE u.id = ${id}`);
  return rows[0]?.user ?? null;
}
