export * from './constants/index.ts';
export * from './money/index.ts';
export * from './format/index.ts';
export * from './messages/index.ts';
export * from './schemas/index.ts';
export * from './realtime/index.ts';
export * from './tariffs/index.ts';
