// 'Dudas y Sugerencias' over HTTP on PostgreSQL (issue 15 item 1): create, list, view, delete,
// threads on both sides, forward-only status (a backward move and a message once resolved are
// refused), the badge count after create / view / message, and access (another taxpayer's: 404;
// staff need view-complaints-suggestions).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const G = MSG.suggestions;
let portal: TestPortal;
const api = () => request(portal.url);
let admin: Awaited<ReturnType<typeof signedIn>>;
let client: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
const badge = async (who: { auth: Record<string, string>; user: { id: number } }) =>
  (await api().post('/api/auth/check-badge').set(who.auth).send({ user_id: who.user.id }).expect(200)).body.MESSAGES as number;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedIn(portal, { level_id: 1 });
  client = await signedIn(portal, { level_id: 3 });
  other = await signedIn(portal, { level_id: 3 });
});
afterAll(() => portal?.close());

describe('a complaint and its thread', () => {
  let id = 0;
  it('the taxpayer creates one; staff see it unopened (badge), open it (seen), answer; the taxpayer’s badge counts the answer until read', async () => {
    const staffBefore = await badge(admin);
    const missing = await api().post('/api/suggestions/create').set(client.auth).send({ zone: ' ', text: 'x' }).expect(422);
    expect(missing.body).toMatchObject({ error: G.zoneRequired, fields: { zone: G.zoneRequired } });
    const res = await api().post('/api/suggestions/create').set(client.auth).send({ zone: 'Centro', text: 'No pasó el camión el martes' }).expect(200);
    expect(res.body).toMatchObject({ message: G.created, suggestion: { zone: 'Centro', status: 0, status_text: 'Pendiente', viewed: 0 } });
    id = res.body.suggestion.id;
    expect(await badge(admin)).toBe(staffBefore + 1);

    const inbox = await api().post('/api/admin/suggestions').set(admin.auth).send({}).expect(200);
    expect(inbox.body.suggestions.data[0]).toMatchObject({ id, viewed: 0, user: { username: client.user.username } });
    const opened = await api().post('/api/admin/suggestions/view').set(admin.auth).send({ suggestion_id: id }).expect(200);
    expect(opened.body.suggestion.viewed).toBe(1);
    expect(await badge(admin)).toBe(staffBefore);

    const empty = await api().post('/api/suggestions/message/create').set(admin.auth).send({ suggestion_id: id, text: '  ' }).expect(422);
    expect(empty.body.error).toBe('Debe ingresar un mensaje');
    await api().post('/api/suggestions/message/create').set(admin.auth).send({ suggestion_id: id, text: 'Lo revisamos hoy' }).expect(200);
    expect(await badge(client)).toBe(1);
    const list = await api().post('/api/suggestions').set(client.auth).send({}).expect(200);
    expect(list.body.suggestions.data[0]).toMatchObject({ id, unread: 1, messages_count: 1 });
    const thread = await api().post('/api/suggestions/view').set(client.auth).send({ suggestion_id: id }).expect(200);
    expect(thread.body.messages.map((m: { text: string }) => m.text)).toEqual(['Lo revisamos hoy']);
    expect(await badge(client)).toBe(0);
    await api().post('/api/suggestions/message/create').set(client.auth).send({ suggestion_id: id, text: 'Gracias' }).expect(200);
    expect(await badge(admin)).toBe(staffBefore + 1);
    const read = await api().post('/api/suggestions/message/view').set(admin.auth).send({ suggestion_id: id }).expect(200);
    expect(read.body.messages.map((m: { text: string }) => m.text)).toEqual(['Lo revisamos hoy', 'Gracias']);
    expect(await badge(admin)).toBe(staffBefore);
  });

  it('status moves only forward; once resolved no message is accepted', async () => {
    const moved = await api().post('/api/admin/suggestions/status').set(admin.auth).send({ suggestion_id: id, status: 2 }).expect(200);
    expect(moved.body).toMatchObject({ message: G.statusChanged, suggestion: { status: 2, status_text: 'Atendido' } });
    const back = await api().post('/api/admin/suggestions/status').set(admin.auth).send({ suggestion_id: id, status: 1 }).expect(422);
    expect(back.body.error).toBe(G.backward);
    await api().post('/api/admin/suggestions/status').set(admin.auth).send({ suggestion_id: id, status: 3 }).expect(200);
    const late = await api().post('/api/suggestions/message/create').set(client.auth).send({ suggestion_id: id, text: 'Otra cosa' }).expect(422);
    expect(late.body.error).toBe(G.resolved);
    await api().post('/api/admin/suggestions/status').set(admin.auth).send({ suggestion_id: id, status: 3 }).expect(422);
    await api().post('/api/admin/suggestions/status').set(admin.auth).send({ suggestion_id: id, status: 0 }).expect(422);
    expect(await portal.ctx.db.auditLog.count({ where: { module_id: 13, value_id: String(id), log_name: 'Estatus de solicitud' } })).toBe(2);
    const resolved = await api().post('/api/admin/suggestions').set(admin.auth).send({ status: 3 }).expect(200);
    expect(resolved.body.suggestions.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('another taxpayer can neither read, write to nor delete it (404); staff need the permission; the owner deletes it', async () => {
    await api().post('/api/suggestions/view').set(other.auth).send({ suggestion_id: id }).expect(404);
    await api().post('/api/suggestions/message/create').set(other.auth).send({ suggestion_id: id, text: 'hola' }).expect(404);
    await api().post('/api/suggestions/delete').set(other.auth).send({ suggestion_id: id }).expect(404);
    expect((await api().post('/api/suggestions').set(other.auth).send({}).expect(200)).body.suggestions.total).toBe(0);
    const moderator = await signedIn(portal, { level_id: 2 });
    await api().post('/api/admin/suggestions').set(moderator.auth).send({}).expect(403);
    await api().post('/api/suggestions/view').set(moderator.auth).send({ suggestion_id: id }).expect(403);
    await api().post('/api/admin/suggestions').set(client.auth).send({}).expect(403);
    const granted = await signedIn(portal, { level_id: 2, permissions: ['view-complaints-suggestions'] });
    await api().post('/api/admin/suggestions/view').set(granted.auth).send({ suggestion_id: id }).expect(200);
    const del = await api().post('/api/suggestions/delete').set(client.auth).send({ suggestion_id: id }).expect(200);
    expect(del.body.message).toBe(G.deleted);
    await api().post('/api/suggestions/view').set(client.auth).send({ suggestion_id: id }).expect(404);
    expect((await api().post('/api/suggestions').set(client.auth).send({}).expect(200)).body.suggestions.total).toBe(0);
  });
});
