export * from './numbers.ts';
export * from './wire-text.ts';
export * from './dates.ts';
export * from './names.ts';
export * from './counts.ts';
