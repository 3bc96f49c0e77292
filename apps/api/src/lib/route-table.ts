// Exact-path dispatch in front of the API router (issue 11, ADR 017). Express's router finds a route
// by walking every layer of every module's router in order and testing each path pattern: a call
// mounted by the twentieth module passes a hundred layers first. Almost every call has a fixed path
// ('/profile/get', '/admin/clients/get'), so the table maps "METHOD path" to the route's handlers and
// runs them directly. A path goes in only when the router would have chosen that very route: no
// earlier layer matches the path for the method, and no later one except the final not-found
// handler. Anything else (parameters, other case, a trailing slash, HEAD, OPTIONS) goes through the
// router as before, so the answers are the same; only the walk is skipped.
// A fixed path always wins over a parameterised one, whatever the order the modules were mounted
// in: a parameterised route ('/admin/conventions/:id') steps aside, in the router too, for a request
// a fixed route ('/admin/conventions/excel') answers for its method, so the table may take that path.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

type Handler = RequestHandler & { stack?: Layer[] };
type RouteEntry = { method?: string; handle: Handler };
type Route = { path: unknown; methods: Record<string, boolean>; stack: RouteEntry[]; _handlesMethod(method: string): boolean };
type Layer = { handle: Handler; route?: Route; slash: boolean; match(path: string): unknown };

/** The layers a request meets, in order, with routers mounted on every path opened up. */
function flatten(stack: Layer[], out: Layer[] = []): Layer[] {
  for (const layer of stack) {
    if (!layer.route && layer.slash && Array.isArray(layer.handle.stack)) flatten(layer.handle.stack, out);
    else out.push(layer);
  }
  return out;
}

/** Whether the router would run `layer` for a request of `method` (upper case) to `path`. */
function handles(layer: Layer, method: string, path: string): boolean {
  if (!layer.match(path)) return false;
  if (layer.route) return layer.route._handlesMethod(method);
  return layer.handle.length <= 3; // error handlers are skipped by a request without error
}

const FIXED_PATH = /^\/[A-Za-z0-9/_.-]*$/;
const isFixed = (layer: Layer) => !!layer.route && typeof layer.route.path === 'string' && FIXED_PATH.test(layer.route.path);
const isParameterised = (layer: Layer) => !!layer.route && typeof layer.route.path === 'string' && !FIXED_PATH.test(layer.route.path);

/**
 * Makes every parameterised route that could take a fixed route's path hand such a request on (the
 * router then reaches the fixed route), when the fixed route answers the request's method. Express's
 * own rules decide "the same path" (case, trailing slash), so every variant of the path agrees.
 */
function fixedPathsFirst(layers: Layer[]) {
  const fixed = layers.filter(isFixed);
  for (const layer of layers.filter(isParameterised)) {
    const rivals = fixed.filter((f) => layer.match(f.route!.path as string));
    if (!rivals.length) continue;
    const original = layer.handle;
    const stepAside: RequestHandler = (req, res, next) => {
      if (rivals.some((f) => f.match(req.path) && f.route!._handlesMethod(req.method))) return next();
      return original(req, res, next);
    };
    layer.handle = stepAside as Handler;
  }
}

export type RouteTable = RequestHandler & { keys: () => string[] };

/**
 * The table of `router`'s fixed-path routes; `notFound` must be the router's last layer (it answers
 * when a route's handlers all call next()). It also makes the router prefer fixed paths (above).
 */
export function routeTable(router: Router, notFound: RequestHandler): RouteTable {
  const layers = flatten((router as unknown as { stack: Layer[] }).stack);
  fixedPathsFirst(layers);
  // what the router would run for the path besides the route: parameterised routes step aside
  const rival = (l: Layer, method: string, path: string) => !isParameterised(l) && handles(l, method, path);
  const table = new Map<string, Handler[]>();
  const skipped = new Set<string>();
  layers.forEach((layer, i) => {
    const route = layer.route;
    if (!route || typeof route.path !== 'string' || !FIXED_PATH.test(route.path)) return;
    for (const name of Object.keys(route.methods)) {
      if (name === '_all') continue;
      const method = name.toUpperCase();
      const key = `${method} ${route.path}`;
      if (table.has(key) || skipped.has(key)) continue;
      const chain = route.stack.filter((e) => e.method === undefined || e.method === name).map((e) => e.handle);
      const shadowed = layers.slice(0, i).some((l) => rival(l, method, route.path as string));
      const followed = layers.slice(i + 1).some((l) => l.handle !== notFound && rival(l, method, route.path as string));
      if (shadowed || followed || chain.some((h) => h.length > 3)) skipped.add(key);
      else table.set(key, chain);
    }
  });

  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const chain = table.get(`${req.method} ${req.path}`);
    if (!chain) return next();
    req.params = {};
    let i = 0;
    const step = (err?: unknown): void => {
      if (err === 'router') return next(err);
      if (err && err !== 'route') return next(err);
      const fn = err === 'route' ? undefined : chain[i++];
      if (!fn) return void notFound(req, res, next);
      // as Express's Layer runs a handler: a throw or a rejected promise goes to the error path
      try {
        const ret = fn(req, res, step) as unknown;
        if (ret && typeof (ret as Promise<unknown>).then === 'function')
          (ret as Promise<unknown>).then(undefined, (e: unknown) => step(e || new Error('Rejected promise')));
      } catch (e) {
        step(e);
      }
    };
    step();
  };
  return Object.assign(dispatch, { keys: () => [...table.keys()] });
}
