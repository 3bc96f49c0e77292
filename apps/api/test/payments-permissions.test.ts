// Every permission outcome of issue 14's calls, over HTTP on PostgreSQL, from the contracts
// themselves (a call added to these areas without a row here fails the first test): no token → 401;
// a taxpayer on a staff call → 403; staff without the call's permission → 403; staff with exactly that
// permission → through (an answer about the made-up record, never 401/403); the admin-level credit
// note edit refused to level 2 even with every permission; the taxpayer-only calls refused to staff;
// the calls shared by a bill's owner and staff ('payments/{id}/vouchers', a voucher's file, a
// withholding voucher's file) answer 404 for a record that is not the caller's.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsCalls, creditNotesCalls, paymentsCalls, statementsCalls, voucherHistoryCalls, type AnyCall } from '@aseo/shared/contracts';
import { buildTaxpayer, login, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const AREAS = { billsCalls, paymentsCalls, creditNotesCalls, voucherHistoryCalls, statementsCalls };
const CALLS = Object.values(AREAS).flatMap((a) => Object.values(a) as AnyCall[]);
/** Taxpayer-only calls (staff: 403). */
const CLIENT_ONLY = ['bills.client-complete', 'payments.client-list', 'credit-notes.client-list', 'voucher-history.client-list', 'voucher-history.client-file'];
/** Calls of a record's owner or of staff holding the permission named here. */
const SHARED: Record<string, string> = {
  'payments.vouchers': 'view-payments',
  'payments.voucher-file': 'view-payments',
  'voucher-history.download': 'view-voucher-history',
};
const MISSING = 2_000_000_000;

let portal: TestPortal;
const tokens = new Map<string, Record<string, string>>();
let taxpayer: Record<string, string>;
let admin: Record<string, string>;
let everything: Record<string, string>;

async function staffWith(permission: string | null) {
  const key = permission ?? '(none)';
  if (!tokens.has(key)) tokens.set(key, (await signedIn(portal, { level_id: 2, permissions: permission ? [permission] : [] })).auth);
  return tokens.get(key)!;
}

beforeAll(async () => {
  portal = await startTestPortal();
  const t = await buildTaxpayer(portal);
  taxpayer = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
  admin = (await signedIn(portal, { level_id: 1 })).auth;
  const all = [...new Set(CALLS.map((c) => (c.access.kind === 'staff' ? c.access.permission : undefined)).filter((p): p is string => !!p))];
  everything = (await signedIn(portal, { level_id: 2, permissions: [...new Set([...all, ...Object.values(SHARED)])] })).auth;
});
afterAll(() => portal?.close());

/** The call with every path parameter a record that does not exist (the manual status: to 2, rejected). */
function send(c: AnyCall, auth?: Record<string, string>) {
  const path = c.path.replace(/:(\w+)/g, (_, name: string) => (name === 'b' ? '2' : String(MISSING)));
  const method = c.methods[0]!.toLowerCase() as 'get' | 'post' | 'delete';
  const req = request(portal.url)[method](`/api${path}`);
  if (auth) req.set(auth);
  return method === 'get' ? req : req.send({});
}
const through = (status: number) => status !== 401 && status !== 403 && status < 500;

describe('issue 14 permission outcomes', () => {
  it('every call of these areas has its row', () => {
    const kinds = CALLS.map((c) => [
      c.id,
      c.access.kind === 'session' ? (CLIENT_ONLY.includes(c.id) ? 'client' : (SHARED[c.id] ?? 'unlisted')) : c.access.kind,
    ]);
    expect(kinds.filter(([, k]) => k === 'unlisted')).toEqual([]);
    expect(CALLS.length).toBe(33);
  });

  const byId = (id: string) => CALLS.find((c) => c.id === id)!;

  it.each(CALLS.map((c) => c.id))('%s: no token → 401', async (id) => {
    expect((await send(byId(id))).status).toBe(401);
  });

  it.each(CALLS.filter((c) => c.access.kind !== 'session').map((c) => c.id))(
    '%s: a taxpayer → 403; staff without the permission → 403; with it → through',
    async (id) => {
      const c = byId(id);
      expect((await send(c, taxpayer)).status).toBe(403);
      expect((await send(c, await staffWith(null))).status).toBe(403);
      if (c.access.kind === 'admin') {
        expect((await send(c, everything)).status).toBe(403); // level 2, every permission: still not the admin level
        const r = await send(c, admin);
        expect(through(r.status), `${r.status} ${r.text}`).toBe(true);
        return;
      }
      const permission = c.access.kind === 'staff' ? (c.access.permission ?? null) : null;
      const r = await send(c, await staffWith(permission));
      expect(through(r.status), `${r.status} ${r.text}`).toBe(true);
      // an unrelated permission does not open it
      const other = permission === 'view-cash' ? 'view-voucher-history' : 'view-cash';
      if (permission) expect((await send(c, await staffWith(other))).status).toBe(403);
    },
  );

  it.each(CLIENT_ONLY)('%s: the taxpayer → through; staff → 403', async (id) => {
    const c = byId(id);
    const r = await send(c, taxpayer);
    expect(through(r.status), `${r.status} ${r.text}`).toBe(true);
    expect((await send(c, everything)).status).toBe(403);
    expect((await send(c, admin)).status).toBe(403);
  });

  it.each(Object.entries(SHARED))("%s: a record not the taxpayer's → 404; staff without %s → 403, with it → 404", async (id, permission) => {
    const c = byId(id);
    expect((await send(c, taxpayer)).status).toBe(404);
    expect((await send(c, await staffWith(null))).status).toBe(403);
    expect((await send(c, await staffWith(permission))).status).toBe(404);
  });
});
