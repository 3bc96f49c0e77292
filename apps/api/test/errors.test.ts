// The error body: `{error, code, fields}` — every failing field named in Spanish, a stable code,
// and `error` still the one Spanish text the spec's clients show.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let admin: Record<string, string>;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = (await signedIn(portal, { level_id: 1 })).auth;
});
afterAll(() => portal?.close());

const SPANISH = /^[^\n]*(campo|debe|válid|obligatori|requerid|número|dígitos|Lo sentimos|Debe|Ingrese|seleccione)/i;

describe('error body', () => {
  it('three bad fields: 422 with error, code and all three fields, each in Spanish; nothing written', async () => {
    const before = await portal.ctx.db.bankAccount.count();
    const res = await request(portal.url)
      .post('/api/admin/bank-accounts/create')
      .set(admin)
      .send({ name: '', bank_id: 'x', document_type_id: 4, document: '12345678', number: 'abc', phone: '4141234567', account_type_id: 1 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ERROR_CODES.validation);
    expect(typeof res.body.error).toBe('string');
    expect(Object.keys(res.body.fields).sort()).toEqual(['bank_id', 'name', 'number']);
    for (const message of Object.values(res.body.fields) as string[]) expect(message).toMatch(SPANISH);
    // the client that reads only `error` gets the first field's message, as before
    expect(res.body.error).toBe(res.body.fields.name);
    expect(await portal.ctx.db.bankAccount.count()).toBe(before);
  });

  it('a generic message names its field', async () => {
    const res = await request(portal.url).post('/api/admin/bank-accounts/status').set(admin).send({ bank_account_id: 1, status: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.fields.status).toBeTruthy();
  });

  it('business rules, permissions, sessions and unknown routes carry their code', async () => {
    const missing = await request(portal.url).post('/api/admin/bank-accounts/delete').set(admin).send({ bank_account_id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: MSG.server.notFound, code: ERROR_CODES.notFound });
    const client = (await signedIn(portal, { level_id: 3 })).auth;
    const denied = await request(portal.url).post('/api/admin/bank-accounts/get').set(client).send({});
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ERROR_CODES.forbidden);
    const anonymous = await request(portal.url).post('/api/admin/bank-accounts/get').send({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: ERROR_CODES.unauthenticated, status: 'Authorization Token not found' });
    const route = await request(portal.url).post('/api/no-such-call').set(admin);
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ error: MSG.server.routeNotFound, code: ERROR_CODES.routeNotFound });
  });

  it('a body that is not JSON is a 422 with a code, not a 500', async () => {
    const res = await request(portal.url).post('/api/admin/bank-accounts/create').set(admin).set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ERROR_CODES.validation);
  });
});
