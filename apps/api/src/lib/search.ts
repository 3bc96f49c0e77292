// The text search shared by the user lists (taxpayers, administrators): name, last name, account
// and e-mail contain the text (any case; the taxpayer list has a trigram index for it), and the
// document starts with it, with or without its 'V-' style prefix.
import { Prisma } from '@aseo/db/client';

export function personSearchArms(s: string): Prisma.UserWhereInput[] {
  return [
    { name: { contains: s, mode: 'insensitive' } },
    { lastname: { contains: s, mode: 'insensitive' } },
    { username: { contains: s, mode: 'insensitive' } },
    { email: { contains: s, mode: 'insensitive' } },
    { document: { startsWith: s.replace(/^[VEJG]-?/i, '') } },
  ];
}

/** `personSearchArms` in SQL over the users row aliased `u`, the same conditions Prisma sends for them. */
export function personSearchSql(s: string): Prisma.Sql {
  const document = s.replace(/^[VEJG]-?/i, '');
  return Prisma.sql`(u.name ILIKE ('%' || ${s} || '%') OR u.lastname ILIKE ('%' || ${s} || '%') OR u.username ILIKE ('%' || ${s} || '%')
    OR u.email ILIKE ('%' || ${s} || '%') OR u.document LIKE (${document} || '%'))`;
}

/**
 * Case-insensitive exact match. Prisma runs `equals` + `mode: 'insensitive'` as ILIKE, where `%`
 * and `_` are wildcards: they are escaped so 'a_b' never matches 'axb'.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');
export const iEquals = (text: string) => ({ equals: likeLiteral(text), mode: 'insensitive' as const });
