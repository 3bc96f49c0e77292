// Account-status helpers: a fine or interest row, a dated history of a global value (the UCD rate,
// bankInterest), and the balance refresh the factories' direct inserts skip.
import type { Prisma } from '@aseo/db/client';
import { FINE_TYPE } from '@aseo/shared/constants';
import { refreshBalances, sqlRunner } from '../../../src/modules/billing/index.ts';
import type { TestPortal } from '../portal.ts';
import type { Overrides } from './types.ts';

export type FineOverrides = Overrides<Prisma.FineUncheckedCreateInput> & { property_id: number; amount: string };

/** A pending fine (type 1) unless overridden (fine_type_id 2: an interest row). */
export function buildFine(portal: TestPortal, overrides: FineOverrides) {
  return portal.ctx.db.fine.create({ data: { fine_type_id: FINE_TYPE.FINE, status: 1, ...overrides } });
}

/**
 * Replaces the history of a global value: one row per [valid_from, amount]; `valid_from` as
 * 'YYYY-MM-DD' is that day's midnight in Caracas (04:00 UTC).
 */
export async function setHistory(
  portal: TestPortal,
  key: 'conversion_petro' | 'conversion_dolar' | 'bankInterest' | 'iva' | 'retention',
  rows: [string, string][],
) {
  const db = portal.ctx.db;
  await db.globalValue.deleteMany({ where: { key } });
  for (const [day, amount] of rows) {
    await db.globalValue.create({ data: { key, amount, valid_from: new Date(`${day}T04:00:00Z`) } });
  }
}

/** Recomputes the balance rows of these properties (what every debt-changing transaction does). */
export function refreshBalanceOf(portal: TestPortal, propertyIds: number[]) {
  return portal.ctx.db.$transaction((tx) => refreshBalances(sqlRunner(tx), propertyIds));
}
