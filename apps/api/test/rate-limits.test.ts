// The public auth calls' limits (ADR 008), over HTTP against PostgreSQL: sign-in counts failed
// attempts per account (whatever spelling of the username) and per address, never successes nor
// refusals; recovery, code checks, resets and registration are limited; two instances on one
// database share every counter. Each test speaks from its own address (X-Forwarded-For, trusted
// from loopback) so the per-address counters of one test do not reach the next.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/rate-limit.ts';
import { createUser, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '3',
  LOGIN_RATE_LIMIT_IP_MAX: '5',
  RECOVER_RATE_LIMIT_MAX: '2',
  RECOVER_RATE_LIMIT_IP_MAX: '4',
  RESET_RATE_LIMIT_MAX: '3',
  REGISTER_RATE_LIMIT_MAX: '2',
};
const TOO_MANY = { error: 'Demasiados intentos, intente de nuevo en unos minutos', code: 'TOO_MANY_REQUESTS' };
const WRONG = 'Otra.Clave99';

let a: TestPortal;
let b: TestPortal;
beforeAll(async () => {
  a = await startTestPortal(LIMITS);
  b = await startTestPortal({ ...LIMITS, DATABASE_URL: a.databaseUrl });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

let lastOctet = 10;
/** A client address of its own for one test. */
const newAddress = () => `203.0.113.${lastOctet++}`;
const post = (portal: TestPortal, path: string, from: string) => request(portal.url).post(`/api${path}`).set('X-Forwarded-For', from);
const signIn = (portal: TestPortal, from: string, username: string, password: string) => post(portal, '/auth/login', from).send({ username, password });

function expectTooMany(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

/** Points a counter holds for a key (0 when it holds none). */
async function points(key: string) {
  const rows = await a.ctx.db.$queryRaw<{ points: number }[]>`SELECT points FROM rate_limits WHERE key = ${key}`;
  return rows[0]?.points ?? 0;
}

describe('sign-in', () => {
  it('padded, case-changed and NFKC variants of one username share one counter (429 after the limit)', async () => {
    const from = newAddress();
    const u = await createUser(a, { username: uniq('victima') });
    const fullWidth = [...u.username].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    for (const name of [` ${u.username}`, `${u.username.toUpperCase()}\u3000`, fullWidth]) {
      const res = await signIn(a, from, name, WRONG);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Usuario o contraseña incorrectos');
    }
    // the right password too: once the counter is full a 429 says nothing about the password
    expectTooMany(await signIn(a, from, u.username, u.plainPassword));
    expectTooMany(await signIn(a, newAddress(), `  ${u.username.toUpperCase()} `, u.plainPassword));
    // LIKE wildcards are plain characters: no other spelling reaches the account with fresh guesses
    const wildcard = `${u.username.slice(0, -1)}_`;
    expect((await signIn(a, newAddress(), wildcard, u.plainPassword)).status).toBe(422);
    expect((await signIn(a, newAddress(), '%', u.plainPassword)).status).toBe(422);
  });

  it('counts failures only: successes neither count nor reset the count, and a 429 is not counted', async () => {
    const from = newAddress();
    const u = await createUser(a);
    const key = `login-account:user:${u.id}`;
    for (let i = 0; i < 2; i++) expect((await signIn(a, from, u.username, WRONG)).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await signIn(a, from, u.username, u.plainPassword)).status).toBe(200);
    expect(await points(key)).toBe(2);
    expect((await signIn(a, from, u.username, WRONG)).status).toBe(422);
    for (let i = 0; i < 4; i++) expectTooMany(await signIn(a, from, u.username, i % 2 ? WRONG : u.plainPassword));
    expect(await points(key)).toBe(3);
    expect(await points(`login-ip:${from}`)).toBe(3);
  });

  it('50 concurrent correct sign-ins of one account all succeed', async () => {
    const from = newAddress();
    const u = await createUser(a);
    const all = await Promise.all(Array.from({ length: 50 }, () => signIn(a, from, u.username, u.plainPassword)));
    expect(all.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await points(`login-account:user:${u.id}`)).toBe(0);
    expect((await signIn(a, from, u.username, u.plainPassword)).status).toBe(200);
  });

  it('concurrent wrong guesses get exactly the limit evaluated; the rest are refused and not counted', async () => {
    const from = newAddress();
    const u = await createUser(a);
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(a, from, u.username, `${WRONG}${i}`)));
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await points(`login-account:user:${u.id}`)).toBe(3);
    expectTooMany(await signIn(a, newAddress(), u.username, u.plainPassword));
  });

  it('an address past its failed attempts is refused for every account; another address is not', async () => {
    const from = newAddress();
    const u = await createUser(a);
    for (let i = 0; i < 5; i++) expect((await signIn(a, from, uniq('nadie'), WRONG)).status).toBe(422);
    expectTooMany(await signIn(a, from, u.username, u.plainPassword));
    expect((await signIn(a, newAddress(), u.username, u.plainPassword)).status).toBe(200);
  });

  it('IPv6 clients count by their /56 prefix', async () => {
    expect(addressKey('2001:db8:0:100::1')).toBe(addressKey('2001:db8:0:1ff:ffff::2'));
    expect(addressKey('2001:db8:0:200::1')).not.toBe(addressKey('2001:db8:0:100::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const u = await createUser(a);
    for (const from of ['2001:db8:0:100::1', '2001:db8:0:101::1', '2001:db8:0:1aa::5', '2001:db8:0:1ab::5', '2001:db8:0:1ff::9']) {
      expect((await signIn(a, from, uniq('nadie'), WRONG)).status).toBe(422);
    }
    expectTooMany(await signIn(a, '2001:db8:0:1c0::77', u.username, u.plainPassword));
    expect((await signIn(a, '2001:db8:0:200::1', u.username, u.plainPassword)).status).toBe(200);
  });
});

describe('recovery, codes and registration', () => {
  it('auth/recover: per e-mail (any case or padding) and per address; a refused request sends nothing', async () => {
    const from = newAddress();
    const u = await createUser(a, { email: `${uniq('recupera')}@example.com` });
    const upper = ` ${u.email.toUpperCase()} `;
    for (const email of [u.email, upper]) expect((await post(a, '/auth/recover', from).send({ email })).status).toBe(200);
    expectTooMany(await post(a, '/auth/recover', newAddress()).send({ email: u.email }));
    expect(await a.ctx.db.passwordReset.count({ where: { user_id: u.id } })).toBe(2);
    // the refused one was not counted on the address: two more e-mails fit, the next does not
    for (let i = 0; i < 2; i++) expect((await post(a, '/auth/recover', from).send({ email: `${uniq('otro')}@example.com` })).status).toBe(200);
    expectTooMany(await post(a, '/auth/recover', from).send({ email: `${uniq('otro')}@example.com` }));
  });

  it('auth/check-code and auth/reset share one counter per address', async () => {
    const from = newAddress();
    expect((await post(a, '/auth/check-code', from).send({ code: 'f'.repeat(48) })).body).toEqual({ result: false });
    expect((await post(a, '/auth/check-code', from).send({ code: 'e'.repeat(48) })).body).toEqual({ result: false });
    const reset = { code: 'd'.repeat(48), password: 'Nueva.Clave99', password_confirmation: 'Nueva.Clave99' };
    expect((await post(a, '/auth/reset', from).send(reset)).status).toBe(422);
    expectTooMany(await post(a, '/auth/check-code', from).send({ code: 'c'.repeat(48) }));
    expectTooMany(await post(a, '/auth/reset', from).send(reset));
    expect((await post(a, '/auth/check-code', newAddress()).send({ code: 'c'.repeat(48) })).status).toBe(200);
  });

  it('auth/register: per address', async () => {
    const from = newAddress();
    const activity = await a.ctx.db.economicActivity.findFirst({ select: { id: true } });
    let doc = 30_000_000;
    const form = () => ({
      name: 'Comercial Límite',
      username: uniq('reglim'),
      document_type_id: '1',
      document: String(doc++),
      fiscal_address: 'Calle 1',
      phone_code: '0414',
      phone: '5551234',
      email: 'limite@example.com',
      password: 'Clave.Segura1',
      password_confirmation: 'Clave.Segura1',
      property: JSON.stringify({
        property_type_id: 1,
        property_use_id: 1,
        economic_activity_id: activity?.id ?? 1,
        zone: 'Centro',
        street: 'Calle 1',
        size: '50',
      }),
    });
    for (let i = 0; i < 2; i++) expect((await post(a, '/auth/register', from).type('form').send(form())).status).not.toBe(429);
    expectTooMany(await post(a, '/auth/register', from).type('form').send(form()));
    expect((await post(a, '/auth/register', newAddress()).type('form').send(form())).status).not.toBe(429);
  });
});

describe('two API instances on one database', () => {
  it('share one counter: failures on A lock the account on B, and recovery counts across both', async () => {
    const from = newAddress();
    const u = await createUser(a);
    expect((await signIn(a, from, u.username, WRONG)).status).toBe(422);
    expect((await signIn(b, from, u.username, WRONG)).status).toBe(422);
    expect((await signIn(a, from, u.username, WRONG)).status).toBe(422);
    expectTooMany(await signIn(b, from, u.username, u.plainPassword));
    expectTooMany(await signIn(a, newAddress(), u.username, u.plainPassword));

    const email = `${uniq('ambas')}@example.com`;
    expect((await post(a, '/auth/recover', newAddress()).send({ email })).status).toBe(200);
    expect((await post(b, '/auth/recover', newAddress()).send({ email })).status).toBe(200);
    expectTooMany(await post(a, '/auth/recover', newAddress()).send({ email }));
  });
});
