// What the global setup hands to every test file (see global-setup.ts and portal.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}
export {};
