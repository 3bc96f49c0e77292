// Rules of the number input (spec 000 section 5): digits only, or non-negative decimals with an
// optional precision, always below 1e13; invalid keystrokes are dropped.
import { capBelowMax, decimalOnly, digitsOnly } from '@aseo/shared/schemas';

export type NumberMode = { kind: 'digits' } | { kind: 'decimal'; precision?: number };

export function sanitizeNumber(next: string, previous: string, mode: NumberMode): string {
  const clean = mode.kind === 'digits' ? digitsOnly(next) : decimalOnly(next, mode.precision);
  return capBelowMax(clean, previous);
}
