import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const sockets: Socket[] = [];
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await portal?.close();
});

function open(token?: string) {
  const s = connect(portal.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return s;
}

const outcome = (s: Socket) =>
  new Promise<{ ok: boolean; message?: string }>((resolve) => {
    s.once('connect', () => resolve({ ok: true }));
    s.once('connect_error', (err) => resolve({ ok: false, message: err.message }));
  });

describe('Socket.IO', () => {
  it('refuses a connection without a token', async () => {
    const result = await outcome(open());
    expect(result.ok).toBe(false);
  });

  it('refuses a connection with a forged token', async () => {
    const result = await outcome(open('abc.def.ghi'));
    expect(result).toEqual({ ok: false, message: 'Token is Invalid' });
  });

  it('accepts a signed-in user and delivers the users event after the change commits', async () => {
    const { user, token } = await signedIn(portal);
    const client = open(token);
    expect((await outcome(client)).ok).toBe(true);
    const received = new Promise((resolve) => client.once('users', resolve));
    const { auth } = await signedIn(portal, { level_id: 1 });
    await request(portal.url).post('/api/admin/clients/status').set(auth).send({ id: user.id, status: 0 }).expect(200);
    expect(await received).toEqual({ action: 'change-status', user_id: user.id, status: 0 });
  });

  it("does not deliver one user's events to another user", async () => {
    const a = await signedIn(portal);
    const b = await createUser(portal);
    const client = open(a.token);
    await outcome(client);
    let got = false;
    client.on('users', () => (got = true));
    const { auth } = await signedIn(portal, { level_id: 1 });
    await request(portal.url).post('/api/admin/clients/status').set(auth).send({ id: b.id, status: 0 }).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toBe(false);
  });
});
