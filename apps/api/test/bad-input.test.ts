// Bad input (issue 10): a body that cannot be read, a NUL character, an integer beyond the
// database's range, an impossible date — each a 4xx with a Spanish `error` and its code, never a
// 500, and nothing at error level in the log. Security headers: HSTS and upgrade-insecure-requests
// only on HTTPS, so the portal opened as http://<LAN address>:3000 is not upgraded to a blank page.
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aseo/shared/contracts';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { MAX_INPUT_DEPTH } from '../src/lib/contract.ts';
import { buildProperty, buildTaxpayer, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const S = MSG.server;
const lines: { level: number; msg?: string }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg?: string });
    done();
  },
});

let portal: TestPortal;
let admin: Record<string, string>;
let activity: number;
beforeAll(async () => {
  portal = await startTestPortal({}, pino({ level: 'warn' }, sink));
  admin = (await signedIn(portal, { level_id: 1 })).auth;
  const taxpayer = await buildTaxpayer(portal);
  activity = (await buildProperty(portal, { user_id: taxpayer.id })).economic_activity_id;
});
afterAll(() => portal?.close());
const api = () => request(portal.url);

const nul = (field: string) => fillMessage(S.invalidCharacters, { field });
const loginJson = '{"username":"nadie","password":"Clave.Segura1"}';

describe('a body that cannot be read: 4xx before any handler, anonymous sign-in included', () => {
  it('an unsupported charset is a 415', async () => {
    const res = await api().post('/api/auth/login').set('content-type', 'application/json; charset=iso-8859-1').send(loginJson);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: S.unsupportedCharset, code: ERROR_CODES.unsupportedMedia });
  });

  it('an unknown Content-Encoding is a 415', async () => {
    const res = await api().post('/api/auth/login').set('content-type', 'application/json').set('content-encoding', 'foo').send(loginJson);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: S.unsupportedEncoding, code: ERROR_CODES.unsupportedMedia });
  });

  it('a broken gzip body is a 400; a good one is read', async () => {
    // fetch, not supertest: superagent would serialise a Buffer as JSON
    const gzipped = async (body: string | Buffer) => {
      const res = await fetch(`${portal.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await gzipped('not gzip at all')).toEqual({ status: 400, body: { error: S.unreadableBody, code: ERROR_CODES.badRequest } });
    expect(await gzipped(gzipSync(loginJson).subarray(0, 15))).toEqual({ status: 400, body: { error: S.unreadableBody, code: ERROR_CODES.badRequest } });
    expect(await gzipped(gzipSync(loginJson))).toMatchObject({ status: 422, body: { error: S.invalidCredentials } });
  });

  it('more than 1,000 form fields is a 413', async () => {
    const body = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
    const res = await api().post('/api/auth/login').set('content-type', 'application/x-www-form-urlencoded').send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge });
  });

  it('JSON that does not parse stays a 422 (as before)', async () => {
    const res = await api().post('/api/auth/login').set('content-type', 'application/json').send('{"username":');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ERROR_CODES.validation);
  });

  it('a path parameter that is not valid percent-encoding is a 400', async () => {
    const res = await api().get('/api/admin/discounts/%E0%A4%A').set(admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: S.unreadableBody, code: ERROR_CODES.badRequest });
  });

  describe('multipart (the spreadsheet import)', () => {
    const url = '/api/admin/clients/import/excel';
    const B = 'xB0undary';
    const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    it.each([
      ['without a boundary', 'multipart/form-data', `${part('a', '1')}--${B}--\r\n`],
      ['cut before its end', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`],
      ['with a malformed part header', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition form-data\r\n\u0000\r\n\r\nv\r\n--${B}--\r\n`],
    ])('%s: 400', async (_name, type, body) => {
      const res = await api().post(url).set(admin).set('content-type', type).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: S.unreadableBody, code: ERROR_CODES.badRequest });
    });
    it('too many fields: 413', async () => {
      const body = `${Array.from({ length: 300 }, (_, i) => part(`f${i}`, 'x')).join('')}--${B}--\r\n`;
      const res = await api().post(url).set(admin).set('content-type', `multipart/form-data; boundary=${B}`).send(body);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: S.tooManyFields, code: ERROR_CODES.payloadTooLarge });
    });
  });
});

describe('a NUL character is refused at the contract, naming its field', () => {
  it('in a text field of the anonymous sign-in', async () => {
    const res = await api().post('/api/auth/login').send({ username: 'a\u0000b', password: 'Clave.Segura1' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: nul('username'), code: ERROR_CODES.validation, fields: { username: nul('username') } });
    expect(res.body.error).toBe('El campo username contiene caracteres no permitidos');
  });

  it('in the search of a list (query string)', async () => {
    const res = await api().get('/api/admin/clients/get').query({ search: 'a\u0000b' }).set(admin);
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ search: nul('search') });
  });

  it('in a nested field, in a key and in a form post; nothing written', async () => {
    const before = await portal.ctx.db.bankAccount.count();
    const nested = await api()
      .post('/api/admin/bank-accounts/create')
      .set(admin)
      .send({
        name: 'Cuenta',
        bank_id: 1,
        document_type_id: 1,
        document: '123',
        number: '0102',
        phone: '4141234567',
        account_type_id: 1,
        extra: [{ a: 'x\u0000' }],
      });
    expect(nested.status).toBe(422);
    expect(nested.body.fields).toEqual({ 'extra.0.a': nul('extra.0.a') });
    const key = await api().post('/api/admin/bank-accounts/create').set(admin).send({ 'name\u0000': 'x' });
    expect(key.status).toBe(422);
    const form = await api().post('/api/admin/bank-accounts/create').set(admin).type('form').send('name=a%00b');
    expect(form.body.fields).toEqual({ name: nul('name') });
    expect(await portal.ctx.db.bankAccount.count()).toBe(before);
  });

  it(`input nested deeper than ${MAX_INPUT_DEPTH} levels is refused`, async () => {
    const deep = `{"items":${'['.repeat(MAX_INPUT_DEPTH + 5)}1${']'.repeat(MAX_INPUT_DEPTH + 5)}}`;
    const res = await api().post('/api/admin/discounts/create').set(admin).set('content-type', 'application/json').send(deep);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: S.invalidData, code: ERROR_CODES.validation });
  });
});

describe('integers beyond 2,147,483,647 are refused with a Spanish message', () => {
  it('an id in the body and in the path', async () => {
    const body = await api().post('/api/admin/clients/status').set(admin).send({ id: 3_000_000_000, status: 0 });
    expect(body.status).toBe(422);
    expect(body.body.fields.id).toMatch(/^Los datos enviados no son válidos/);
    const path = await api().get('/api/admin/discounts/2147483648').set(admin);
    expect(path.status).toBe(422);
    expect(path.body.fields.id).toBeTruthy();
  });

  it('a status', async () => {
    const res = await api().post('/api/admin/moderators/get').set(admin).send({ status: 3_000_000_000 });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ status: S.numberTooLarge });
  });

  it('the quantity of houses of a property', async () => {
    const taxpayer = await buildTaxpayer(portal);
    const res = await api()
      .post('/api/properties/create')
      .set(admin)
      .send({ user_id: taxpayer.id, property: { quantity_houses: 3_000_000_000 } });
    expect(res.status).toBe(422);
    expect(res.body.fields['property.quantity_houses']).toBe(S.numberTooLarge);
  });
});

describe('discount dates are real calendar dates', () => {
  const body = (start_date: unknown) => ({ amount: 10, start_date, expire_date: '2026-12-31', items: JSON.stringify([activity]) });
  it.each(['x', '2026-02-30', '2026-01-01 garbage', 20260101])('%j: 422, nothing saved', async (start) => {
    const before = await portal.ctx.db.discount.count();
    const res = await api().post('/api/admin/discounts/create').set(admin).send(body(start));
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ start_date: S.invalidDate });
    expect(await portal.ctx.db.discount.count()).toBe(before);
  });
  it('a real date with a time is saved as that date', async () => {
    const res = await api().post('/api/admin/discounts/create').set(admin).send(body('2026-02-28 00:00:00'));
    expect(res.status).toBe(200);
    expect(res.body.discount.start_date).toBe('2026-02-28');
  });
});

describe('HSTS and upgrade-insecure-requests only on HTTPS', () => {
  it('plain HTTP (the LAN address): neither, on a page or an API answer', async () => {
    const page = await api().get('/api/docs/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect((await api().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
  it('HTTPS behind the trusted proxy (X-Forwarded-Proto): both', async () => {
    const page = await api().get('/api/docs/').set('x-forwarded-proto', 'https');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const call = await api().get('/api/health').set('x-forwarded-proto', 'https');
    expect(call.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
  });
});

describe("an API answer carries an API's security headers, not a page's (ADR 018)", () => {
  it.each(['/api/health', '/api/nothing-here'])('%s', async (path) => {
    const res = await api().get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });
  it('a JSON answer over 1 KB is gzipped for a client that asks, and says it varies', async () => {
    const res = await fetch(`${portal.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
  it('a client that accepts no encoding gets the plain answer, still with Vary', async () => {
    const res = await api().get('/api/openapi.json').set('accept-encoding', '');
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('Accept-Encoding');
  });
});

describe('API answers are never cached', () => {
  it('a JSON answer says no-store and carries no ETag; so does an error', async () => {
    const ok = await api().post('/api/profile/get').set(admin).send({});
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers.etag).toBeUndefined();
    const missing = await api().post('/api/profile/get').send({});
    expect(missing.status).toBe(401);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('the log', () => {
  it('holds no error-level line for any of the above', () => {
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('requests Node refuses before Express', () => {
  it('headers over 16 KB: 431 with a Spanish error and a code', async () => {
    const res = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'x-big': 'a'.repeat(20_000), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: MSG.server.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });
});
