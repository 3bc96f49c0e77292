// The contract layer's response check by CONTRACT_RESPONSES: 'off' (production) never parses a
// response with its schema; the request is parsed in every mode; 'strict' turns an undeclared field
// into a 500. A call mounted on a bare Express app, no database.
import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@aseo/shared/contracts';
import type { AppContext } from '../src/context.ts';
import { mount } from '../src/lib/contract.ts';
import { errorHandler } from '../src/middleware/errors.ts';

function appWith(mode: 'off' | 'warn' | 'strict', answer: Record<string, unknown>) {
  const response = z.object({ n: z.number() }).strict();
  const call = defineCall({
    id: 'test.echo',
    summary: 'prueba',
    methods: ['POST'],
    path: '/echo',
    access: { kind: 'public' },
    request: z.object({ n: z.coerce.number().int() }),
    response,
  });
  const safeParse = vi.spyOn(response, 'safeParse');
  const ctx = { cfg: { CONTRACT_RESPONSES: mode } } as unknown as AppContext;
  const r = Router();
  mount(r, ctx, call, ({ input }) => ({ ...answer, n: input.n }));
  const app = express();
  app.use(express.json());
  app.use('/api', r);
  app.use(errorHandler);
  return { app, safeParse };
}

describe('contract responses', () => {
  it("'off' answers without parsing the response, even one with an undeclared field", async () => {
    const { app, safeParse } = appWith('off', { extra: 1 });
    const res = await request(app).post('/api/echo').send({ n: '7' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ n: 7, extra: 1 });
    expect(safeParse).not.toHaveBeenCalled();
  });

  it("'off' still parses the request: bad input is a 422 naming the field", async () => {
    const { app } = appWith('off', {});
    const res = await request(app).post('/api/echo').send({ n: 'siete' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields ?? {})).toContain('n');
  });

  it("'strict' parses the response and refuses an undeclared field with a 500", async () => {
    const { app, safeParse } = appWith('strict', { extra: 1 });
    const res = await request(app).post('/api/echo').send({ n: 7 });
    expect(res.status).toBe(500);
    expect(safeParse).toHaveBeenCalledTimes(1);
    const ok = appWith('strict', {});
    expect((await request(ok.app).post('/api/echo').send({ n: 7 })).body).toEqual({ n: 7 });
  });
});
