// Mounting a call from its contract: authenticate (unless public), authorize by the contract's
// access rule (own-record rule included), refuse NUL characters and deep nesting in any input,
// parse path parameters + query + body with the request schema (the handler gets typed input),
// check and stage the files the contract declares (lib/uploads.ts), answer the handler's result as
// JSON after its staged files are committed (or deleted when it failed). With
// CONTRACT_RESPONSES=strict (tests) a response that does not match its schema, or carries a field
// the schema does not name, answers 500 so the test fails; 'warn' logs it.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { ERROR_CODES, type AnyCall, type CallInput, type HttpMethod } from '@aseo/shared/contracts';
import { actsAsClient, allows, ownsOrMayName } from '@aseo/shared/policy';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { isIdempotencyKey } from '@aseo/shared/schemas';
import type { AppContext } from '../context.ts';
import { bearerToken } from '../middleware/auth.ts';
import { forbidden, unprocessable } from './errors.ts';
import type { SessionUser } from './tokens.ts';
import { noUploads, stageUploads, uploadParser, type RequestUploads } from './uploads.ts';

/** JSON the handler may return for a wire type: where the wire has plain text, a Date or a Decimal serialises to it. */
export type Jsonable<T> = T extends string
  ? string extends T
    ? string | Date | { toJSON(): string }
    : T
  : T extends readonly (infer U)[]
    ? readonly Jsonable<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonable<T[K]> }
      : T;

type Handled<C extends AnyCall> = C['responseKind'] extends 'file' ? unknown : Jsonable<z.input<C['response']>>;

export type CallRequest<C extends AnyCall> = {
  input: CallInput<C>;
  /** The signed-in user (a public call gets none: use `maybeUser`). */
  user: C['access'] extends { kind: 'public' } ? undefined : SessionUser;
  /** The files the contract's `upload` declares, checked (and staged when stored); none otherwise. */
  uploads: RequestUploads;
  req: Request;
  res: Response;
};

export type CallHandler<C extends AnyCall> = (call: CallRequest<C>) => Promise<Handled<C> | void> | Handled<C> | void;

const lower: Record<HttpMethod, 'get' | 'post' | 'put' | 'delete'> = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' };

/** Every contract mounted so far (the OpenAPI test checks each is documented). */
export const mountedCalls = new Set<AnyCall>();

/** Path parameters, query and body merged; path parameters win, then the body. */
export function callInput(req: Request): Record<string, unknown> {
  return {
    ...(req.query as Record<string, unknown>),
    ...(req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {}),
    ...(req.params as Record<string, unknown>),
  };
}

/** Deepest nesting an input may have: no call reads deeper than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses what no schema should have to: a NUL character in any text or key (PostgreSQL refuses it
 * in text columns, so it would surface as a 500), and input nested deeper than MAX_INPUT_DEPTH.
 * Query, body and path parameters are each walked, so a body field cannot hide a query one.
 */
export function checkRawInput(req: Request) {
  const stack: { v: unknown; at: string; depth: number }[] = [
    { v: req.query, at: '', depth: 0 },
    { v: req.body, at: '', depth: 0 },
    { v: req.params, at: '', depth: 0 },
  ];
  const refuse = (at: string) => {
    const field = at || '_';
    const message = fillMessage(MSG.server.invalidCharacters, { field });
    return unprocessable(message, { fields: { [field]: message } }, ERROR_CODES.validation);
  };
  while (stack.length) {
    const { v, at, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw refuse(at);
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw unprocessable(MSG.server.invalidData, { fields: { [at || '_']: MSG.server.invalidData } }, ERROR_CODES.validation);
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      if (k.includes('\u0000')) throw refuse(at || '_');
      stack.push({ v: child, at: path, depth: depth + 1 });
    }
  }
}

/**
 * An Idempotency-Key header must fit its column (varchar 80) and carry no control character: else
 * 422 naming it, before any work (a longer key made the payment's transaction fail: a 500).
 */
export function checkIdempotencyKey(req: Request) {
  const key = req.get('Idempotency-Key')?.trim();
  if (key && !isIdempotencyKey(key)) throw unprocessable(MSG.cash.keyInvalid, { fields: { 'Idempotency-Key': MSG.cash.keyInvalid } }, ERROR_CODES.validation);
}

/** The level/permission part of the rule: before any body or file is read. */
function authorize(c: AnyCall, user: SessionUser | undefined) {
  if (!allows(c.access, user)) throw forbidden(c.access.kind === 'admin' ? MSG.server.adminOnly : MSG.server.forbidden);
}

/** The own-record part: the user id the parsed input names must be the caller's, or staff's to name. */
function authorizeOwner(c: AnyCall, user: SessionUser | undefined, input: unknown) {
  if (c.access.kind !== 'session' || !c.access.own || !user) return;
  const named = (input as Record<string, unknown>)[c.access.own.field];
  const id = typeof named === 'number' ? named : undefined;
  if (!ownsOrMayName(user, id, c.access.own.staffPermission)) throw forbidden(MSG.server.forbidden);
}

/** Keys present in `sent` that the schema's output dropped: fields the contract does not name. */
function extraKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((v, i) => extraKeys(v, parsed[i], `${at}[${i}]`));
  if (sent && parsed && typeof sent === 'object' && typeof parsed === 'object' && !Array.isArray(sent)) {
    return Object.keys(sent).flatMap((k) =>
      k in (parsed as object) ? extraKeys((sent as Record<string, unknown>)[k], (parsed as Record<string, unknown>)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

function checkResponse(ctx: AppContext, c: AnyCall, out: unknown, req: Request) {
  const mode = ctx.cfg.CONTRACT_RESPONSES;
  if (mode === 'off') return;
  const wire: unknown = JSON.parse(JSON.stringify(out ?? null));
  const result = c.response.safeParse(wire);
  const problems = result.success
    ? extraKeys(wire, result.data).map((k) => `campo no declarado ${k}`)
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!problems.length) return;
  const detail = { call: c.id, problems: problems.slice(0, 20) };
  if (mode === 'strict') {
    req.log?.error(detail, 'respuesta fuera de contrato');
    throw new Error(`respuesta fuera de contrato ${c.id}: ${problems.slice(0, 5).join('; ')}`);
  }
  req.log?.warn(detail, 'respuesta fuera de contrato');
}

/** A `before` step of a taxpayer-only call: staff are refused (403) before its body, an upload, is read. */
export const clientOnly: RequestHandler = (req, _res, next) => {
  if (!req.user || !actsAsClient(req.user)) throw forbidden(MSG.server.forbidden);
  next();
};

/**
 * Mounts `c` on `r` for each of its methods. `before` runs after authorization and before the
 * body is read (taxpayer-only checks, rate limiters); then the contract's `upload` parser.
 */
export function mount<C extends AnyCall>(r: Router, ctx: AppContext, c: C, handler: CallHandler<C>, opts: { before?: RequestHandler[] } = {}) {
  mountedCalls.add(c);
  const guard: RequestHandler = async (req, _res, next) => {
    if (c.access.kind !== 'public') req.user = await ctx.tokens.authenticate(bearerToken(req));
    authorize(c, req.user);
    next();
  };
  const run: RequestHandler = async (req, res) => {
    checkRawInput(req);
    checkIdempotencyKey(req);
    const input = c.request.parse(callInput(req)) as CallInput<C>;
    authorizeOwner(c, req.user, input);
    // hostile files are refused here, before the handler touches the database
    const uploads = c.upload ? await stageUploads(ctx.cfg, c.upload, req) : noUploads;
    let out: Awaited<ReturnType<CallHandler<C>>>;
    try {
      out = await handler({ input, user: req.user as CallRequest<C>['user'], uploads, req, res });
    } catch (err) {
      await uploads.discard();
      throw err;
    }
    await uploads.commit(req.log);
    if (c.responseKind === 'file' || res.headersSent) return;
    checkResponse(ctx, c, out, req);
    res.json(out ?? {});
  };
  const parse = c.upload ? [uploadParser(ctx.cfg, c.upload)] : [];
  for (const m of c.methods) r[lower[m]](c.path, guard, ...(opts.before ?? []), ...parse, run);
}
