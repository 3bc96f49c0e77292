// The two runtime hooks the tests use, typed here: the package has no Node or Vite client types.
declare const process: { env: Record<string, string | undefined> };

interface ImportMeta {
  /** Vite's file import, eager and as raw text: `import.meta.glob(pattern, { query: '?raw', import: 'default', eager: true })` */
  glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
