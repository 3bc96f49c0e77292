// The API reference: /api/openapi.json is a valid OpenAPI 3.1 document listing every route the
// app mounts (walked from Express's own router), every contract is mounted, and /api/docs serves
// the reference page.
import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, openApiPath } from '@aseo/shared/contracts';
import { createApp } from '../src/app.ts';
import { mountedCalls } from '../src/lib/contract.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; name?: string };

/** Every (method, path) the Express app answers under /api, from its router stack. */
function mountedRoutes(): { method: string; path: string }[] {
  // the same app the portal serves (Socket.IO wraps the server's own request listener)
  const app = createApp(portal.ctx) as unknown as { router: { stack: Layer[] } };
  const out: { method: string; path: string }[] = [];
  const walk = (stack: Layer[], depth: number) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths)
          for (const m of Object.keys(layer.route.methods)) out.push({ method: m === '_all' ? 'all (r.all: declare the methods)' : m, path: p });
      } else if (layer.handle?.stack && depth < 4) {
        walk(layer.handle.stack, depth + 1);
      }
    }
  };
  walk(app.router.stack, 0);
  // the SPA's deep-link fallback and the docs' static files are not API calls
  return out.filter((r) => !r.path.startsWith('/{*') && r.path !== '/openapi.json' && r.path !== '/openapi/:area.json');
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await request(portal.url).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeTruthy();
  });

  it('lists every route the app mounts, with its method', async () => {
    const { body } = await request(portal.url).get('/api/openapi.json').expect(200);
    const routes = mountedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !body.paths[openApiPath(r.path)]?.[r.method]).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('every contract is mounted, and every call is declared once', () => {
    const unmounted = ALL_CALLS.filter((c) => !mountedCalls.has(c)).map((c) => c.id);
    expect(unmounted).toEqual([]);
    const ids = ALL_CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ALL_CALLS.flatMap((c) => c.methods.map((m) => `${m} ${c.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('documents the access rule and the error body', async () => {
    const { body } = await request(portal.url).get('/api/openapi.json').expect(200);
    const create = body.paths['/admin/bank-accounts/create'].post;
    expect(create.description).toContain('create-bank-accounts');
    expect(create.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(body.components.schemas.Error.required).toEqual(expect.arrayContaining(['error', 'code']));
  });

  it('serves one valid document per area (the selector of the page), together the whole API', async () => {
    const whole = (await request(portal.url).get('/api/openapi.json').expect(200)).body;
    const areas = (whole.tags as { name: string }[]).map((t) => t.name);
    let operations = 0;
    for (const area of areas) {
      const doc = (await request(portal.url).get(`/api/openapi/${area}.json`).expect(200)).body;
      await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
      expect(doc.tags).toEqual([{ name: area }]);
      operations += Object.values(doc.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    }
    expect(operations).toBe(Object.values(whole.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0));
    await request(portal.url).get('/api/openapi/nada.json').expect(404);
  });

  it('serves the reference page at /api/docs', async () => {
    const res = await request(portal.url).get('/api/docs/').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('swagger-ui');
  });
});
