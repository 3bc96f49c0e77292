export * from './levels.ts';
export * from './references.ts';
export * from './limits.ts';
export * from './permissions.ts';
