// The browser's view of the shared contracts (docs/decisions/027-light-first-load.md). The web
// reads only a call's wire facts (id, methods, path, body and answer kind, tags: lib/call.ts);
// the request and response schemas are the API's. So in the production build the import
// '@aseo/shared/contracts' resolves to a generated module whose `<area>Calls` objects carry those
// facts alone, one module per area: a screen loads its own areas' calls and no zod, and the
// schemas ship only with the forms that import '@aseo/shared/schemas'. Every other export (types
// aside: constants, labels, helpers) is taken from the real module as it is.
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const ID = '\0aseo-contracts-wire';
const WIRE_KEYS = ['id', 'methods', 'path', 'body', 'responseKind', 'tags'] as const;

type Call = Record<string, unknown> & { path: string; methods: unknown[] };
const isCall = (v: unknown): v is Call => !!v && typeof v === 'object' && typeof (v as Call).path === 'string' && Array.isArray((v as Call).methods);
const isArea = (v: unknown): v is Record<string, Call> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).length > 0 && Object.values(v).every(isCall);

export function contractsWire(sharedRoot: string): Plugin {
  const real = path.join(sharedRoot, 'src/contracts/index.ts');
  let exports: Record<string, unknown> | null = null;
  const load = async () => (exports ??= (await runnerImport<Record<string, unknown>>(real, { configFile: false, logLevel: 'silent' })).module);

  return {
    name: 'aseo-contracts-wire',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      // the shared package's own modules keep the real contracts
      if (source === '@aseo/shared/contracts' && !importer?.startsWith(sharedRoot)) return { id: ID, moduleSideEffects: false };
      if (source.startsWith(`${ID}/`)) return { id: source, moduleSideEffects: false };
      return null;
    },
    async load(id) {
      if (id === ID) {
        const all = await load();
        return Object.entries(all)
          .map(([name, v]) => (isArea(v) ? `export { ${name} } from '${ID}/${name}';` : `export { ${name} } from ${JSON.stringify(real)};`))
          .join('\n');
      }
      if (id.startsWith(`${ID}/`)) {
        const name = id.slice(ID.length + 1);
        const area = (await load())[name] as Record<string, Call>;
        const wire = Object.fromEntries(
          Object.entries(area).map(([k, c]) => [k, Object.fromEntries(WIRE_KEYS.filter((key) => c[key] !== undefined).map((key) => [key, c[key]]))]),
        );
        return `export const ${name} = ${JSON.stringify(wire)};`;
      }
      return null;
    },
  };
}
