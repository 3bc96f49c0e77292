// Money on the wire: branded decimal text, so a UCD amount, a Bs amount, a rate and a percentage
// are four types that do not mix. Plain dot-decimal text, no exponent, at most the unit's places.
import { z } from 'zod';
import { MONEY_PLACES, WIRE_PATTERN, type MoneyUnit } from './places.ts';

export { MONEY_PLACES, WIRE_PATTERN, type MoneyUnit };

const wire = <U extends MoneyUnit>(unit: U, description: string) =>
  z
    .string()
    .regex(WIRE_PATTERN[unit], `Monto inválido (${unit})`)
    .meta({ description: `${description}: texto decimal con punto, hasta ${MONEY_PLACES[unit]} decimales`, examples: [unit === 'Bs' ? '1234.50' : '12.5000'] })
    // after meta(): inside a generic function meta() would drop the brand from the type
    .brand<U>();

/** A UCD amount as text (4 decimals at most). */
export const ucdText = wire('Ucd', 'Monto en UCD');
/** A Bs amount as text (2 decimals at most). */
export const bsText = wire('Bs', 'Monto en Bs.');
/** An exchange rate as text (8 decimals at most). */
export const rateText = wire('Rate', 'Tasa de cambio');
/** A percentage as text (2 decimals at most). */
export const percentText = wire('Percent', 'Porcentaje');

export type UcdText = z.output<typeof ucdText>;
export type BsText = z.output<typeof bsText>;
export type RateText = z.output<typeof rateText>;
export type PercentText = z.output<typeof percentText>;
/** The wire text type of a unit: WireText<'Ucd'> is UcdText. */
export type WireText<U extends MoneyUnit> = { Ucd: UcdText; Bs: BsText; Rate: RateText; Percent: PercentText }[U];
