export * from './decimal.ts';
export * from './units.ts';
export * from './arithmetic.ts';
export * from './wire.ts';
export * from './bank-text.ts';
export * from './text.ts';
