// Gapless sequences taken inside the caller's transaction: the row lock of the UPDATE keeps two
// transactions from getting the same number, and a rollback gives the number back.
import { randomBytes } from 'node:crypto';
import { DEFAULT_INSTITUTION } from '@aseo/shared/constants';

type RawTx = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

export async function nextCounter(tx: RawTx, kind: string, institutionId: number = DEFAULT_INSTITUTION): Promise<number> {
  const rows = await tx.$queryRawUnsafe<{ last_value: number }[]>(
    `INSERT INTO fiscal_counters (institution_id, kind, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = fiscal_counters.last_value + 1
     RETURNING last_value`,
    institutionId,
    kind,
  );
  return Number(rows[0].last_value);
}

/** Visible property code: 'AU-' and a 6-digit sequence (documented in docs/data-model.md). */
export async function nextPropertyCode(tx: RawTx) {
  return `AU-${String(await nextCounter(tx, 'property_code')).padStart(6, '0')}`;
}

/** Random token used in document links instead of ids. */
export const newCrypt = () => randomBytes(24).toString('hex');
