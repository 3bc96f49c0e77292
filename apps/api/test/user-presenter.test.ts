// The hot reads (the taxpayer list, profile/get) answer users as PostgreSQL presents them
// (users/user.rows.ts `presentedUserJson`); every other answer uses `presentUser` on a Prisma row.
// Both must give the same object for users of every shape, or a screen would show a taxpayer one way
// in the list and another in its form.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, LEVELS, USER_STATUS } from '@aseo/shared/constants';
import { presentUser, userInclude } from '../src/modules/users/index.ts';
import { findPresentedUser } from '../src/modules/users/user.rows.ts';
import { createUser, signedIn, uniq } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => portal?.close());

/** Both presentations of one user, as they travel (JSON). */
async function both(id: number) {
  const row = await portal.ctx.db.user.findUniqueOrThrow({ where: { id }, include: userInclude });
  const fromSql = await findPresentedUser(portal.ctx.db, id);
  return { prisma: JSON.parse(JSON.stringify(presentUser(row))) as unknown, sql: JSON.parse(JSON.stringify(fromSql)) as unknown };
}

const shapes: [string, Record<string, unknown>][] = [
  ['every field filled', { phone_code: '0414', phone: '1234567', business_name: 'Abasto El Sol', note: 'nota', box: 'Taquilla 2', retention: 1, verified: 1 }],
  ['no last name, no phone', { lastname: null, phone_code: null, phone: null }],
  ['blank and padded name parts', { name: '  Ana  ', lastname: '   ' }],
  ['tab and no-break space around the name', { name: '\tLuis\u00a0', lastname: '\u00a0Pérez\n' }],
  ['a phone without its area code', { phone_code: '', phone: '2345678' }],
  ['an area code alone', { phone_code: '0212', phone: null }],
  ['no document type', { document_type_id: null, document: '555' }],
  ['a document type without a document', { document_type_id: 3, document: null }],
  ['an empty document', { document_type_id: 2, document: '' }],
  ['to be verified', { status: USER_STATUS.VERIFIED }],
  ['inactive', { status: USER_STATUS.INACTIVE }],
  ['an unknown status', { status: 7 }],
  ['a quote and a backslash', { name: 'O\'Hara "el \\ bueno"', fiscal_address: 'Calle 1 \\ 2' }],
];

describe('a user presented by PostgreSQL equals presentUser of the Prisma row', () => {
  it.each(shapes)('%s', async (_name, data) => {
    const user = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data });
    const { prisma, sql } = await both(user.id);
    expect(sql).toEqual(prisma);
    // same keys in the same order: the JSON on the wire is the same text
    expect(JSON.stringify(sql)).toBe(JSON.stringify(prisma));
  });

  it.each(DOCUMENT_TYPES.map((t) => [t.prefix, t.id] as const))('document type %s', async (prefix, typeId) => {
    const user = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { document_type_id: typeId } });
    const { prisma, sql } = await both(user.id);
    expect(sql).toEqual(prisma);
    expect((sql as { full_document: string }).full_document.startsWith(prefix)).toBe(true);
  });

  it('a staff member with permissions, extra e-mails and phones', async () => {
    const staff = await createUser(portal, { level_id: LEVELS.MODERATOR, permissions: ['view-cash', 'view-clients'] });
    await portal.ctx.db.userEmail.createMany({
      data: [
        { user_id: staff.id, email: `${uniq('a')}@example.com` },
        { user_id: staff.id, email: `${uniq('b')}@example.com` },
      ],
    });
    await portal.ctx.db.userPhone.create({ data: { user_id: staff.id, phone_code: '0416', phone: '7654321' } });
    const { prisma, sql } = await both(staff.id);
    expect(sql).toEqual(prisma);
    expect((sql as { permissions: unknown[] }).permissions).toHaveLength(2);
    expect((sql as { emails: unknown[] }).emails).toHaveLength(2);
  });

  it('an id past the padding width is not cut', async () => {
    const user = await createUser(portal);
    await portal.ctx.db.user.update({ where: { id: user.id }, data: { id: 1_234_567 } });
    const { prisma, sql } = await both(1_234_567);
    expect(sql).toEqual(prisma);
    expect((sql as { number_format: string }).number_format).toBe('1234567');
  });
});

describe('over HTTP', () => {
  it('profile/get answers the presented user', async () => {
    const { user, auth } = await signedIn(portal);
    const res = await request(portal.url).post('/api/profile/get').set(auth).send({});
    expect(res.status).toBe(200);
    const { prisma } = await both(user.id);
    // plus the retention request 'Mis Datos' shows beside the retention (contracts presentedClient)
    expect(res.body.user).toEqual({ ...(prisma as object), retention_request: null });
  });
});
