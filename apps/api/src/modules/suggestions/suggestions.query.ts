// Reading suggestions: a page of rows with their message counts and what the viewer has not read,
// and one suggestion's thread.
import { LEVELS, SUGGESTION_STATUS_LABELS } from '@aseo/shared/constants';
import { fullName } from '@aseo/shared/format';
import type { Prisma } from '@aseo/db/client';
import type { Db, Tx } from '../../db.ts';
import { paged, pageArgs } from '../../lib/paging.ts';

/** Whose unread messages a viewer counts: a client reads staff messages, staff read the client's. */
export type Viewer = { staff: true } | { ownerId: number };

const include = (viewer: Viewer) =>
  ({
    user: { select: { id: true, username: true, name: true, lastname: true, business_name: true } },
    _count: { select: { messages: true } },
    messages: {
      where: 'staff' in viewer ? { viewed: 0, user: { level_id: LEVELS.CLIENT } } : { viewed: 0, user_id: { not: viewer.ownerId } },
      select: { id: true },
    },
  }) satisfies Prisma.SuggestionInclude;

type Loaded = Prisma.SuggestionGetPayload<{ include: ReturnType<typeof include> }>;

export function presentSuggestion(s: Loaded) {
  return {
    id: s.id,
    user: { id: s.user.id, username: s.user.username, name: s.user.business_name?.trim() || fullName(s.user.name, s.user.lastname) },
    zone: s.zone,
    text: s.text,
    created_at: s.created_at.toISOString(),
    status: s.status,
    status_text: SUGGESTION_STATUS_LABELS[s.status as 0] ?? '',
    viewed: s.viewed,
    messages_count: s._count.messages,
    unread: s.messages.length,
  };
}

export async function listSuggestions(db: Db | Tx, viewer: Viewer, opts: { page: number; status?: number; search?: string }) {
  const args = pageArgs(opts.page);
  const s = opts.search?.trim();
  const contains = s ? { contains: s, mode: 'insensitive' as const } : undefined;
  const where: Prisma.SuggestionWhereInput = {
    deleted_at: null,
    ...('ownerId' in viewer ? { user_id: viewer.ownerId } : {}),
    ...(opts.status !== undefined ? { status: opts.status } : {}),
    ...(contains ? { OR: [{ zone: contains }, { text: contains }, { user: { username: contains } }, { user: { name: contains } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.suggestion.findMany({ where, include: include(viewer), orderBy: { id: 'desc' }, skip: args.skip, take: args.take }),
    db.suggestion.count({ where }),
  ]);
  return { suggestions: paged(rows.map(presentSuggestion), total, args) };
}

export async function loadSuggestion(db: Db | Tx, id: number, viewer: Viewer) {
  const s = await db.suggestion.findFirst({ where: { id, deleted_at: null }, include: include(viewer) });
  return s ? { record: s, row: presentSuggestion(s) } : null;
}

export async function threadOf(db: Db | Tx, id: number) {
  const rows = await db.suggestionMessage.findMany({
    where: { suggestion_id: id },
    orderBy: { id: 'asc' },
    include: { user: { select: { id: true, name: true, lastname: true, level_id: true } } },
  });
  return rows.map((m) => ({
    id: m.id,
    text: m.text,
    created_at: m.created_at.toISOString(),
    viewed: m.viewed,
    user: { id: m.user.id, name: fullName(m.user.name, m.user.lastname), level_id: m.user.level_id },
  }));
}
