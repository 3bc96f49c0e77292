// Override types of the factories: the model's own columns (no nested relation writes), with
// decimals as text only, so a float never reaches a money column.
import type { Prisma } from '@aseo/db/client';

type DecimalKeys<T> = {
  [K in keyof T]-?: Prisma.Decimal extends NonNullable<T[K]> ? (number extends NonNullable<T[K]> ? K : never) : never;
}[keyof T];
type RelationKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Date ? never : NonNullable<T[K]> extends object ? K : never }[keyof T];

/** Columns of an unchecked create input, all optional; decimal columns as decimal strings. */
export type Overrides<T> = Partial<Omit<T, DecimalKeys<T> | RelationKeys<T>>> & {
  [K in DecimalKeys<T>]?: string | (null extends T[K] ? null : never);
};
