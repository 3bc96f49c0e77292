// Accounts: any user (createUser), a signed-in user with its token, and a taxpayer with its document.
import bcrypt from 'bcrypt';
import request from 'supertest';
import type { Prisma } from '@aseo/db/client';
import { DOCUMENT_TYPE, LEVELS } from '@aseo/shared/constants';
import type { TestPortal } from '../portal.ts';
import type { Overrides } from './types.ts';

let seq = 0;
export const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export type UserSpec = {
  level_id?: number;
  username?: string;
  password?: string;
  email?: string;
  status?: number;
  user_id?: number | null;
  permissions?: string[];
  name?: string;
  box?: string | null;
};

export async function createUser(portal: TestPortal, spec: UserSpec = {}) {
  const db = portal.ctx.db;
  const username = spec.username ?? uniq('u');
  const password = spec.password ?? 'Clave.Segura1';
  const actions = spec.permissions?.length ? await db.action.findMany({ where: { code: { in: spec.permissions } }, select: { id: true, code: true } }) : [];
  if (spec.permissions && actions.length !== spec.permissions.length) {
    throw new Error(`unknown permission in ${spec.permissions.join(',')}`);
  }
  const user = await db.user.create({
    data: {
      level_id: spec.level_id ?? 3,
      username,
      name: spec.name ?? 'Prueba',
      lastname: 'Usuario',
      email: spec.email ?? `${username}@example.com`,
      document_type_id: 1,
      document: String(10_000_000 + seq++), // one taxpayer per document (a unique index)
      password: await bcrypt.hash(password, 4),
      status: spec.status ?? 1,
      user_id: spec.user_id ?? null,
      box: spec.box ?? null,
      permissions: { create: actions.map((a) => ({ action_id: a.id })) },
    },
  });
  return { ...user, plainPassword: password };
}

export async function login(portal: TestPortal, username: string, password: string) {
  const res = await request(portal.url).post('/api/auth/login').send({ username, password });
  if (res.status !== 200) throw new Error(`login failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A user and its bearer token. */
export async function signedIn(portal: TestPortal, spec: UserSpec = {}) {
  const user = await createUser(portal, spec);
  const token = await login(portal, user.username, user.plainPassword);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

export type TaxpayerOverrides = Overrides<Prisma.UserUncheckedCreateInput> & { password?: string };

/**
 * An active client account (level 3) with a V- document no other factory user has, a fiscal
 * address and a phone; `plainPassword` signs it in.
 */
export async function buildTaxpayer(portal: TestPortal, overrides: TaxpayerOverrides = {}) {
  const { password = 'Clave.Segura1', ...data } = overrides;
  const username = data.username ?? uniq('c');
  const user = await portal.ctx.db.user.create({
    data: {
      level_id: LEVELS.CLIENT,
      username,
      name: 'Contribuyente',
      lastname: 'De Prueba',
      business_name: 'Contribuyente De Prueba',
      email: `${username}@example.com`,
      phone_code: '0414',
      phone: '1234567',
      document_type_id: DOCUMENT_TYPE.V,
      document: String(30_000_000 + seq++),
      fiscal_address: 'Av. Principal, Edif. Prueba, piso 1',
      retention: 0,
      status: 1,
      verified: 1,
      ...data,
      password: await bcrypt.hash(password, 4),
    },
  });
  return { ...user, plainPassword: password };
}
