// Two API instances on one database share real-time events through Socket.IO's PostgreSQL
// adapter (SOCKET_ADAPTER=postgres): a change made through instance A reaches a browser on B.
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let a: TestPortal;
let b: TestPortal;
let socket: Socket | undefined;
beforeAll(async () => {
  a = await startTestPortal({ SOCKET_ADAPTER: 'postgres' });
  b = await startTestPortal({ SOCKET_ADAPTER: 'postgres', DATABASE_URL: a.databaseUrl });
});
afterAll(async () => {
  socket?.close();
  await b?.close();
  await a?.close();
});

describe('several instances', () => {
  it('an event emitted by instance A reaches a socket connected to instance B', async () => {
    const client = await signedIn(a);
    socket = connect(b.url, { auth: { token: client.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const received = new Promise((resolve) => socket!.once('users', resolve));
    const admin = await signedIn(a, { level_id: 1 });
    await request(a.url).post('/api/admin/clients/status').set(admin.auth).send({ id: client.user.id, status: 0 }).expect(200);
    expect(await received).toEqual({ action: 'change-status', user_id: client.user.id, status: 0 });
  });
});
