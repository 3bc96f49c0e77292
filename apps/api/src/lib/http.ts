// Small helpers shared by the route files.
import type { Request } from 'express';
import type { z } from 'zod';
import { MSG } from '@aseo/shared/messages';
import { unprocessable } from './errors.ts';

/** Multipart and form posts send nested data as JSON text (spec: "emails, phones and property as JSON text"). */
export function parseJsonFields(body: Record<string, unknown>, fields: string[]) {
  const out: Record<string, unknown> = { ...body };
  for (const f of fields) {
    const v = out[f];
    if (typeof v !== 'string') continue;
    if (v.trim() === '') {
      out[f] = undefined;
      continue;
    }
    try {
      out[f] = JSON.parse(v);
    } catch {
      throw unprocessable(MSG.server.invalidData);
    }
  }
  return out;
}

/** Body (POST) merged over query (GET): the spec's calls send the same fields either way. */
export function input(req: Request): Record<string, unknown> {
  return { ...(req.query as Record<string, unknown>), ...((req.body as Record<string, unknown>) ?? {}) };
}

export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(data);
}

export function intParam(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw unprocessable(MSG.server.invalidData);
  return n;
}
