// 'Dudas y Sugerencias' (docs/suggestions.md): who reaches a suggestion (its owner — another's is
// 404 — or staff with view-complaints-suggestions), reading marks the other side's messages read,
// messages stop once resolved, status moves only forward. Staff writes are audited (module 13) in
// their transaction. After each change: a `messages` event to the staff and the owner (lists,
// threads and the staff badge refresh) and the owner's new `badge` count.
import { LEVELS, PERMISSIONS, SUGGESTION_STATUS } from '@aseo/shared/constants';
import type { CallInput, suggestionsCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms, type MessageEventAction } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { listSuggestions, loadSuggestion, threadOf, type Viewer } from './suggestions.query.ts';

const G = MSG.suggestions;
type Calls = typeof suggestionsCalls;
type In<K extends keyof Calls> = CallInput<Calls[K]>;

function viewerOf(user: SessionUser): Viewer {
  if (actsAsClient(user)) return { ownerId: accountOwnerId(user) };
  if (!can(user, PERMISSIONS.VIEW_COMPLAINTS_SUGGESTIONS)) throw forbidden(MSG.server.forbidden);
  return { staff: true };
}

export function suggestionsService(ctx: AppContext) {
  const { db } = ctx;

  /** The owner's unread staff messages, pushed to its badge; and the change to everyone concerned. */
  async function notify(action: MessageEventAction, suggestionId: number, ownerId: number) {
    ctx.emit('messages', { action, suggestion_id: suggestionId, user_id: ownerId }, [rooms.staff, rooms.user(ownerId)]);
    const MESSAGES = await db.suggestionMessage.count({ where: { viewed: 0, user_id: { not: ownerId }, suggestion: { user_id: ownerId, deleted_at: null } } });
    ctx.emit('badge', { MESSAGES }, rooms.user(ownerId));
  }

  async function reach(user: SessionUser, id: number) {
    const viewer = viewerOf(user);
    const found = await loadSuggestion(db, id, viewer);
    if (!found || ('ownerId' in viewer && found.record.user_id !== viewer.ownerId)) throw notFound(MSG.server.notFound);
    return { viewer, ...found };
  }

  /** Marks the other side's messages read (and, for staff, the suggestion seen); answers whether anything changed. */
  async function markRead(viewer: Viewer, id: number, ownerId: number) {
    const other = 'staff' in viewer ? { user: { level_id: LEVELS.CLIENT } } : { user_id: { not: ownerId } };
    const read = await db.suggestionMessage.updateMany({ where: { suggestion_id: id, viewed: 0, ...other }, data: { viewed: 1 } });
    const seen = 'staff' in viewer ? await db.suggestion.updateMany({ where: { id, viewed: 0 }, data: { viewed: 1 } }) : { count: 0 };
    return read.count + seen.count > 0;
  }

  async function detail(user: SessionUser, id: number) {
    const { viewer, record } = await reach(user, id);
    if (await markRead(viewer, id, record.user_id)) await notify('viewed', id, record.user_id);
    const fresh = (await loadSuggestion(db, id, viewer))!;
    return { suggestion: fresh.row, messages: await threadOf(db, id) };
  }

  async function create(user: SessionUser, input: In<'create'>) {
    const ownerId = input.user_id ?? accountOwnerId(user);
    const s = await db.suggestion.create({ data: { user_id: ownerId, zone: input.zone, text: input.text } });
    await notify('create', s.id, ownerId);
    return { message: G.created, suggestion: (await loadSuggestion(db, s.id, { ownerId }))!.row };
  }

  async function remove(user: SessionUser, { suggestion_id: id }: In<'delete'>) {
    const { viewer, record } = await reach(user, id);
    await db.$transaction(async (tx) => {
      await tx.suggestion.update({ where: { id }, data: { deleted_at: new Date() } });
      if ('staff' in viewer) await writeAudit(tx, 'suggestion.deleted', { value_id: id, user_id: user.id });
    });
    await notify('delete', id, record.user_id);
    return { message: G.deleted };
  }

  async function send(user: SessionUser, input: In<'send'>) {
    const { viewer, record } = await reach(user, input.suggestion_id);
    if (record.status >= SUGGESTION_STATUS.RESOLVED) throw unprocessable(G.resolved, { fields: { text: G.resolved } });
    const created = await db.$transaction(async (tx) => {
      const m = await tx.suggestionMessage.create({ data: { suggestion_id: record.id, user_id: user.id, text: input.text } });
      if ('staff' in viewer) await writeAudit(tx, 'suggestion.answered', { value_id: record.id, user_id: user.id, new: { message_id: m.id } });
      return m;
    });
    await notify('send', record.id, record.user_id);
    const message_item = (await threadOf(db, record.id)).find((m) => m.id === created.id)!;
    return { message: G.sent, message_item };
  }

  async function status(user: SessionUser, input: In<'status'>) {
    const { record } = await reach(user, input.suggestion_id);
    if (input.status <= record.status)
      throw unprocessable(record.status >= SUGGESTION_STATUS.RESOLVED ? G.resolved : G.backward, { fields: { status: G.backward } });
    await db.$transaction(async (tx) => {
      // only forward, also against a concurrent change: the update names the status it read
      const n = await tx.suggestion.updateMany({ where: { id: record.id, status: record.status }, data: { status: input.status, viewed: 1 } });
      if (n.count !== 1) throw unprocessable(G.backward, { fields: { status: G.backward } });
      await writeAudit(tx, 'suggestion.status-changed', {
        value_id: record.id,
        user_id: user.id,
        old: { status: record.status },
        new: { status: input.status },
      });
    });
    await notify('status', record.id, record.user_id);
    return { message: G.statusChanged, suggestion: (await loadSuggestion(db, record.id, { staff: true }))!.row };
  }

  const list = (user: SessionUser, input: In<'list'>) => listSuggestions(db, { ownerId: input.user_id ?? accountOwnerId(user) }, { page: input.page });
  const adminList = (input: In<'adminList'>) => listSuggestions(db, { staff: true }, input);
  const messages = async (user: SessionUser, { suggestion_id }: In<'messages'>) => ({ messages: (await detail(user, suggestion_id)).messages });

  return { list, adminList, create, detail, remove, send, status, messages };
}
