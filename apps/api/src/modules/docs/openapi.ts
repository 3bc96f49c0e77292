// The OpenAPI 3.1 document, generated from the shared contracts: every call with its method(s),
// path, access rule, request and response schemas (zod → JSON Schema 2020-12, which OpenAPI 3.1
// uses as is). Nested definitions are hoisted to components.schemas so every $ref resolves from
// the document root.
import { z } from 'zod';
import { errorResponse, openApiPath, pathParams, type Access, type AnyCall, type HttpMethod } from '@aseo/shared/contracts';

type Json = Record<string, unknown>;

const ACCESS_TEXT: Record<Access['kind'], string> = {
  public: 'Pública: sin sesión.',
  session: 'Cualquier usuario con sesión.',
  staff: 'Personal (administrador, o moderador sin usuario padre)',
  admin: 'Solo el nivel administrador.',
};

function describeAccess(a: Access): string {
  if (a.kind === 'staff') return `${ACCESS_TEXT.staff}${a.permission ? ` con el permiso \`${a.permission}\`` : ''}.`;
  if (a.kind === 'session' && a.own) {
    const staff = a.own.staffPermission ? `el personal con \`${a.own.staffPermission}\`` : 'el administrador';
    return `${ACCESS_TEXT.session} El campo \`${a.own.field}\` debe ser la propia cuenta; ${staff} puede nombrar otra.`;
  }
  return ACCESS_TEXT[a.kind];
}

/** JSON Schema of a zod schema; its $defs move to `components` under `prefix`. */
function toSchema(schema: z.ZodType, prefix: string, components: Json, io: 'input' | 'output', lenient = false): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  const rename = (name: string) => (name === 'Error' ? 'Error' : `${prefix}.${name}`);
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      // requests: the API ignores fields it does not read, so it does not refuse them
      if (lenient && k === 'additionalProperties' && v === false) continue;
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${rename(v.slice(8))}`
          : k === '$ref' && v === '#'
            ? `#/components/schemas/${prefix}`
            : rewrite(v);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def);
  const root = rewrite(json) as Json;
  // a self-reference ('#') points at the root: keep the root itself as a component too
  if (!defs[prefix] && JSON.stringify(root).includes(`"#/components/schemas/${prefix}"`)) {
    components[prefix] = root;
    return { $ref: `#/components/schemas/${prefix}` };
  }
  return root;
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

function operation(c: AnyCall, method: HttpMethod, components: Json): Json {
  const params = pathParams(c.path);
  const key = c.id.replace(/[^A-Za-z0-9.]/g, '_');
  const req = toSchema(c.request, `${key}.request`, components, 'output', true);
  const props = (req.properties ?? {}) as Record<string, Json>;
  const required = new Set((req.required ?? []) as string[]);
  const parameters: Json[] = params.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } }));
  let requestBody: Json | undefined;
  if (method === 'GET' || method === 'DELETE') {
    for (const [name, schema] of Object.entries(props)) {
      if (!params.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else if (Object.keys(props).some((p) => !params.includes(p)) || req.$ref || req.allOf || req.anyOf) {
    const body: Json =
      c.body === 'multipart'
        ? {
            'multipart/form-data': {
              schema: {
                ...req,
                properties: { ...props, ...Object.fromEntries(Object.keys(c.upload?.fields ?? {}).map((f) => [f, { type: 'string', format: 'binary' }])) },
              },
            },
          }
        : { 'application/json': { schema: req }, 'application/x-www-form-urlencoded': { schema: req } };
    requestBody = { required: true, content: body };
  }
  const ok =
    c.responseKind === 'file'
      ? { description: 'Archivo', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Respuesta', content: { 'application/json': { schema: toSchema(c.response, `${key}.response`, components, 'output') } } };
  const responses: Json = { 200: ok, 422: errorReply('Datos inválidos o regla de negocio (texto en español en `error`, cada campo en `fields`)') };
  if (c.access.kind !== 'public') Object.assign(responses, { 401: errorReply('Sin sesión o sesión terminada'), 403: errorReply('Sin permiso') });
  return {
    operationId: c.methods.length > 1 ? `${c.id}.${method.toLowerCase()}` : c.id,
    summary: c.summary,
    description: describeAccess(c.access),
    tags: [c.id.split('.')[0]],
    ...(c.access.kind === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildOpenApi(calls: readonly AnyCall[], opts: { version: string; serverUrl: string }) {
  const components: Json = {};
  toSchema(errorResponse, 'Error', components, 'output');
  const paths: Record<string, Json> = {};
  for (const c of calls) {
    const p = openApiPath(c.path);
    paths[p] ??= {};
    for (const m of c.methods) paths[p][m.toLowerCase()] = operation(c, m, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aseo Urbano — API del portal de cobro',
      version: opts.version,
      description: 'Cada llamada se declara una vez en packages/shared/src/contracts. Errores: `{error, code, fields?}`.',
    },
    servers: [{ url: opts.serverUrl }],
    security: [{ bearer: [] }],
    tags: [...new Set(calls.map((c) => c.id.split('.')[0]!))].map((name) => ({ name })),
    paths,
    components: { schemas: components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
