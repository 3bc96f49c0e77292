// The exact-path table in front of the API router (lib/route-table.ts, ADR 017): it answers a fixed
// path only when Express's router would have run that very route, and its answers are the router's.
// A fixed path wins over a parameterised one mounted before it, in the table and in the router.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashCalls, defineCall } from '@aseo/shared/contracts';
import { createApp } from '../src/app.ts';
import { mount } from '../src/lib/contract.ts';
import { routeTable, type RouteTable } from '../src/lib/route-table.ts';
import { errorHandler, notFoundHandler } from '../src/middleware/errors.ts';
import { cashRoutes } from '../src/modules/cash/index.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const notFound = (_req: Request, res: Response) => void res.status(404).json({ error: 'no existe' });

/** A small app shaped like the API: module routers on every path, then not-found, then the error path. */
function smallApp() {
  const trace: string[] = [];
  const a = Router();
  a.get('/items/:id', (req, res) => void res.json({ from: 'param', id: req.params.id }));
  a.get('/items/new', (_req, res) => void res.json({ from: 'fixed' })); // wins over the route above
  a.post('/items/:id', (req, res) => void res.json({ from: 'param', id: req.params.id })); // no fixed POST /items/new
  a.post('/plain', (req, _res, next) => {
    trace.push('guard');
    next();
  });
  const b = Router();
  b.post('/plain', (_req, res) => void res.json({ from: 'plain', params: _req.params }));
  b.post('/solo', (_req, res) => void res.json({ from: 'solo' }));
  b.post('/rejects', async () => {
    throw new Error('asíncrono');
  });
  b.post('/throws', () => {
    throw new Error('síncrono');
  });
  b.post('/falls-through', (_req, _res, next) => next());
  b.post('/skips', (_req, _res, next) => next('route'));
  const api = Router();
  api.use(a, b, notFound);
  const table = routeTable(api, notFound);
  const app = express();
  app.use('/api', table, api);
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(500).json({ error: err.message }));
  return { app, table, trace };
}

describe('routeTable on a small app', () => {
  const { app, table } = smallApp();

  it('takes the fixed paths only the route itself answers', () => {
    expect(table.keys().sort()).toEqual(['GET /items/new', 'POST /falls-through', 'POST /rejects', 'POST /skips', 'POST /solo', 'POST /throws']);
  });

  it('answers a fixed path as the router does', async () => {
    expect((await request(app).post('/api/solo')).body).toEqual({ from: 'solo' });
    // the router's own answer for variants the table leaves to it
    expect((await request(app).post('/api/solo/')).body).toEqual({ from: 'solo' });
    expect((await request(app).post('/api/SOLO')).body).toEqual({ from: 'solo' });
  });

  it('leaves to the router a path that two routes share', async () => {
    expect((await request(app).post('/api/plain')).body).toEqual({ from: 'plain', params: {} });
  });

  it('a fixed path wins over a parameterised one mounted before it, in every variant of the path', async () => {
    for (const path of ['/api/items/new', '/api/items/new/', '/api/ITEMS/New']) expect((await request(app).get(path)).body, path).toEqual({ from: 'fixed' });
    expect((await request(app).head('/api/items/new')).status).toBe(200);
    expect((await request(app).get('/api/items/7')).body).toEqual({ from: 'param', id: '7' });
    // only for the methods the fixed route answers
    expect((await request(app).post('/api/items/new')).body).toEqual({ from: 'param', id: 'new' });
  });

  it('a thrown error and a rejected promise reach the error path', async () => {
    const threw = await request(app).post('/api/throws');
    expect([threw.status, threw.body]).toEqual([500, { error: 'síncrono' }]);
    const rejected = await request(app).post('/api/rejects');
    expect([rejected.status, rejected.body]).toEqual([500, { error: 'asíncrono' }]);
  });

  it("handlers that call next() or next('route') end in not-found, as after the router's last route", async () => {
    expect((await request(app).post('/api/falls-through')).status).toBe(404);
    expect((await request(app).post('/api/skips')).status).toBe(404);
    expect((await request(app).post('/api/nothing')).status).toBe(404);
  });
});

describe("the API's table", () => {
  let portal: TestPortal;
  let table: RouteTable;
  beforeAll(async () => {
    portal = await startTestPortal();
    table = (createApp(portal.ctx).locals as { apiRouteTable: RouteTable }).apiRouteTable;
  });
  afterAll(() => portal?.close());

  it('holds the calls measured under load and most of the others', () => {
    expect(table.keys()).toEqual(expect.arrayContaining(['POST /profile/get', 'POST /admin/clients/get', 'GET /health']));
    expect(table.keys().length).toBeGreaterThan(100);
  });

  it('every fixed path answers the same through the table and through the router (trailing slash)', async () => {
    const differ: string[] = [];
    for (const key of table.keys()) {
      const [method, path] = key.split(' ') as [string, string];
      if (method === 'GET' && path === '/health') continue; // its answer carries the time
      const send = (p: string) => request(portal.url)[method.toLowerCase() as 'post'](`/api${p}`).send({});
      const [direct, routed] = await Promise.all([send(path), send(`${path}/`)]);
      if (direct.status !== routed.status || JSON.stringify(direct.body) !== JSON.stringify(routed.body))
        differ.push(`${key}: ${direct.status} / ${routed.status}`);
    }
    expect(differ).toEqual([]);
  });

  it("GET admin/conventions/excel is not swallowed by the desk's admin/conventions/{id} mounted before it", async () => {
    // the agreements module is not built yet: a stand-in contract at the spec's path, mounted after
    // the cash module as a later module would be
    const excel = defineCall({
      id: 'agreements.excel-stand-in',
      summary: 'Convenios en Excel (prueba)',
      methods: ['GET'],
      path: '/admin/conventions/excel',
      access: { kind: 'public' },
      request: z.object({}),
      response: z.object({ from: z.string() }),
    });
    expect(cashCalls.convention.path).toBe('/admin/conventions/:id');
    const later = Router();
    mount(later, portal.ctx, excel, () => ({ from: 'excel' }));
    const api = Router();
    api.use(cashRoutes(portal.ctx), later, notFoundHandler);
    const small = routeTable(api, notFoundHandler);
    const app = express();
    app.use('/api', small, api);
    app.use(errorHandler);
    expect(small.keys()).toContain('GET /admin/conventions/excel');
    for (const path of ['/api/admin/conventions/excel', '/api/admin/conventions/excel/', '/api/admin/Conventions/EXCEL']) {
      const res = await request(app).get(path);
      expect([res.status, res.body], path).toEqual([200, { from: 'excel' }]);
    }
    // a number still reaches the desk's call (which wants a session)
    expect((await request(app).get('/api/admin/conventions/5')).status).toBe(401);
  });
});
