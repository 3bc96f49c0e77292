// The places of each money unit and the text each accepts, apart from the wire schemas (./wire.ts)
// so that formatting and arithmetic load without the schema library (the web's first screens).

export const MONEY_PLACES = { Ucd: 4, Bs: 2, Rate: 8, Percent: 2 } as const;
export type MoneyUnit = keyof typeof MONEY_PLACES;

const pattern = (places: number) => new RegExp(`^-?\\d{1,16}(\\.\\d{1,${places}})?$`);
/** The text each unit accepts: optional minus, up to 16 integer digits, at most the unit's places. */
export const WIRE_PATTERN = {
  Ucd: pattern(MONEY_PLACES.Ucd),
  Bs: pattern(MONEY_PLACES.Bs),
  Rate: pattern(MONEY_PLACES.Rate),
  Percent: pattern(MONEY_PLACES.Percent),
} as const satisfies Record<MoneyUnit, RegExp>;
