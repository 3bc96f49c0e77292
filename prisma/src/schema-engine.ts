// Prisma's schema engine compiled to WebAssembly, loaded by hand: its own entry imports the
// .wasm file as an ES module, which Node 20 cannot. This replaces the native engine that
// `prisma migrate` would download (no download host on these machines). See ADR 001.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);

export type SchemaFile = { path: string; content: string };

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(params: unknown): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
};

let loaded: Promise<{ SchemaEngine: { new: (...args: unknown[]) => Promise<Engine> } }> | undefined;

async function loadWasm() {
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const pkgDir = path.dirname(bgPath);
  const bg = await import(pathToFileURL(bgPath).href);
  const imports: WebAssembly.ModuleImports = {};
  for (const [name, fn] of Object.entries(bg)) {
    if (name.startsWith('__wbg_setTimeout_')) {
      // unref the engine's timers, else every run idles ~10 s before exiting
      imports[name] = (...args: unknown[]) => {
        const handle = (fn as (...a: unknown[]) => NodeJS.Timeout)(...args);
        handle?.unref?.();
        return handle;
      };
    } else imports[name] = fn as WebAssembly.ImportValue;
  }
  const bytes = await readFile(path.join(pkgDir, 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (message: string) => {
      throw new Error(`Prisma schema engine panic: ${message}`);
    },
  };
  return bg;
}

/** Opens an engine bound to a database; `close()` ends the engine and its pool. */
export async function openSchemaEngine(databaseUrl: string, datamodels: SchemaFile[]) {
  loaded ??= loadWasm();
  const { SchemaEngine } = await loaded;
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 2 });
  const pools: { dispose?: () => Promise<void> }[] = [];
  const trackingFactory = {
    ...adapter,
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    connect: async () => {
      const conn = await adapter.connect();
      pools.push(conn as { dispose?: () => Promise<void> });
      // the adapter splits a migration on every ';', which breaks a function body ($$ … ; … $$):
      // the whole script goes to the server as one simple query instead, which PostgreSQL parses
      // itself and runs as one implicit transaction
      const c = conn as unknown as { client: { query(sql: string): Promise<unknown> }; onError(e: unknown): never; executeScript(s: string): Promise<void> };
      c.executeScript = async (script: string) => {
        try {
          await c.client.query(script);
        } catch (error) {
          c.onError(error);
        }
      };
      return conn;
    },
    connectToShadowDb: async () => {
      throw new Error('shadow database not used: diff saved schemas instead');
    },
  };
  const engine = await SchemaEngine.new(
    { datamodels: datamodels.map((f) => [f.path, f.content]) },
    () => {},
    bindMigrationAwareSqlAdapterFactory(trackingFactory as never),
  );
  return {
    engine,
    async close() {
      engine.free();
      await Promise.all(pools.map((p) => p.dispose?.()));
    },
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };
