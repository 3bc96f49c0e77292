export * from './lookup.ts';
export * from './statuses.ts';
export * from './references.ts';
export * from './limits.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './audit.ts';
