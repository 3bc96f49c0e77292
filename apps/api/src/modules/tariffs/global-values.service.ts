// Global values with dated history (conversion_dolar, conversion_petro, iva, retention,
// bankInterest): a change adds a row, never overwrites, so any past amount can be recomputed
// with the value in force then. A UCD rate change emits the real-time 'petro' event.
import { Prisma } from '@aseo/db/client';
import type { AuditEvent, GlobalValueKey } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { VALUE_NOW_SQL } from '../ledger/index.ts';

type Reader = Pick<Tx, 'globalValue' | '$queryRawUnsafe'>;

/**
 * The value of `key` in force at `at`, as a string, or null when never set. Without `at`: now by the
 * database's clock, the one that stamps `valid_from` and that the SQL readers (billing, statements,
 * the desk) compare with — an API instance whose clock runs a second ahead must not see a rate the
 * others do not (ADR 016).
 */
export async function valueAt(db: Reader, key: GlobalValueKey, at?: Date): Promise<string | null> {
  if (!at) {
    const [row] = await db.$queryRawUnsafe<{ amount: string }[]>(VALUE_NOW_SQL, key);
    return row ? new Prisma.Decimal(row.amount).toString() : null;
  }
  const row = await db.globalValue.findFirst({ where: { key, valid_from: { lte: at } }, orderBy: [{ valid_from: 'desc' }, { id: 'desc' }] });
  return row ? row.amount.toString() : null;
}

export async function currentValues(db: Reader) {
  const keys: GlobalValueKey[] = ['conversion_dolar', 'conversion_petro', 'iva', 'retention', 'bankInterest'];
  const values = await Promise.all(keys.map((k) => valueAt(db, k)));
  return Object.fromEntries(keys.map((k, i) => [k, { amount: values[i] }])) as Record<GlobalValueKey, { amount: string | null }>;
}

/** The audit event of a change of each key. */
const GLOBAL_VALUE_EVENTS: Record<GlobalValueKey, AuditEvent> = {
  iva: 'global-value.iva-updated',
  retention: 'global-value.retention-updated',
  bankInterest: 'global-value.interest-updated',
  conversion_dolar: 'global-value.dollar-updated',
  conversion_petro: 'global-value.ucd-updated',
};

const SUCCESS: Record<GlobalValueKey, string> = {
  iva: MSG.tariffs.ivaUpdated,
  retention: MSG.tariffs.retentionUpdated,
  bankInterest: MSG.tariffs.interestUpdated,
  conversion_dolar: MSG.tariffs.dolarUpdated,
  conversion_petro: MSG.tariffs.petroUpdated,
};

export function globalValuesService(ctx: AppContext) {
  async function set<K extends GlobalValueKey>(session: SessionUser, key: K, amount: string) {
    const saved = await ctx.db.$transaction(async (tx) => {
      const before = await valueAt(tx, key);
      const row = await tx.globalValue.create({ data: { key, amount, user_id: session.id } });
      await writeAudit(tx, GLOBAL_VALUE_EVENTS[key], { value_id: row.id, user_id: session.id, old: { [key]: before }, new: { [key]: row.amount.toString() } });
      return row;
    });
    const value = saved.amount.toString();
    if (key === 'conversion_petro' || key === 'conversion_dolar') ctx.emit('petro', { amount: value, key }, rooms.all);
    return { message: SUCCESS[key], [key]: { amount: value } } as { message: string } & Record<K, { amount: string }>;
  }

  /** History of a key, newest first (who changed it and when). */
  async function history(key: GlobalValueKey) {
    const rows = await ctx.db.globalValue.findMany({
      where: { key },
      orderBy: [{ valid_from: 'desc' }, { id: 'desc' }],
      take: 100,
      include: { user: { select: { id: true, username: true } } },
    });
    return rows.map((r) => ({ id: r.id, amount: r.amount.toString(), valid_from: r.valid_from, user: r.user }));
  }

  return { set, history };
}
