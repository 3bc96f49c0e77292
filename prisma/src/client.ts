export * from '../generated/client/client.ts';
