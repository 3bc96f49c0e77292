// The Express application: security headers, CORS, request logging with an id, body limits,
// the API under /api, the built web app with deep links, and the one error path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import compression from 'compression';
import cors from 'cors';
import helmet from 'helmet';
import type { AppContext } from './context.ts';
import { errorHandler, notFoundHandler } from './middleware/errors.ts';
import { routeTable } from './lib/route-table.ts';
import { webFiles } from './lib/web-files.ts';
import { requestLog } from './middleware/request-log.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { referencesRoutes } from './modules/references/references.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { taxpayersRoutes } from './modules/taxpayers/taxpayers.routes.ts';
import { taxpayerFilesRoutes } from './modules/taxpayers/taxpayers.files.routes.ts';
import { tariffsRoutes } from './modules/tariffs/tariffs.routes.ts';
import { discountsRoutes } from './modules/tariffs/discounts.routes.ts';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { propertyOpsRoutes } from './modules/properties/property-ops.routes.ts';
import { activityHistoriesRoutes } from './modules/activity-histories/activity-histories.routes.ts';
import { moderatorsRoutes } from './modules/moderators/moderators.routes.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { accountStatusRoutes } from './modules/account-status/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { routesRoutes } from './modules/routes/index.ts';
import { solvencyRoutes } from './modules/solvency/index.ts';
import { suggestionsRoutes } from './modules/suggestions/index.ts';
import { cashRoutes } from './modules/cash/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { creditNotesRoutes } from './modules/credit-notes/index.ts';
import { agreementsRoutes } from './modules/agreements/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { voucherHistoryRoutes } from './modules/voucher-history/index.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { homeRoutes } from './modules/home/index.ts';

/** A path of an API call or file (not /api/docs, a page). */
const API_CALL = /^\/api(?:\/(?!docs(?:[/?]|$))|\?|$)/;

/** The headers a header-only middleware (helmet) sets, captured once; it must not read the request. */
function fixedHeaders(middleware: RequestHandler): [string, string][] {
  const set: [string, string][] = [];
  const res = { setHeader: (name: string, value: unknown) => set.push([name, String(value)]), removeHeader: () => {}, getHeader: () => undefined };
  let called = false;
  middleware({ headers: {} } as Request, res as unknown as Response, () => (called = true));
  if (!called) throw new Error('fixedHeaders: the middleware did not call next');
  return set;
}

export function createApp(ctx: AppContext) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.cfg.TRUST_PROXY);
  // API answers are never cached (Cache-Control below), so no ETag either — a SHA-1 of every JSON
  // body that no cache would ever revalidate. The web app's files keep their own ETags (express.static).
  app.set('etag', false);
  // HSTS and upgrade-insecure-requests only on HTTPS (req.secure: the connection, or X-Forwarded-Proto
  // from a trusted proxy): a town hall's intranet opens the portal as http://<LAN address>:3000,
  // and upgrading that page's requests to https would leave it blank.
  const headers = (secure: boolean) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          // a voucher's PDF previewed in the reconcile dialog is a blob: URL fetched with the session
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: secure ? [] : null,
        },
      },
      strictTransportSecurity: secure,
      crossOriginEmbedderPolicy: false,
    });
  // helmet's headers never depend on the request: computed once per kind of connection, then set
  // in one loop (helmet itself runs a dozen nested middlewares on every request). The pages (the web
  // app, /api/docs) get them all; the API's answers, JSON or a file and never a page, get the ones
  // that protect an API (OWASP REST Security Cheat Sheet, ADR 018) and Cache-Control: no-store (a
  // taxpayer's data stays out of a shared computer's browser cache and out of proxies).
  const page = { https: fixedHeaders(headers(true)), http: fixedHeaders(headers(false)) };
  const hsts = page.https.filter(([name]) => name.toLowerCase() === 'strict-transport-security');
  const apiBase: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Content-Security-Policy', "frame-ancestors 'self'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cache-Control', 'no-store'],
  ];
  const apiSet = { https: [...apiBase, ...hsts], http: apiBase };
  app.use((req, res, next) => {
    const set = API_CALL.test(req.url) ? apiSet : page;
    for (const [name, value] of req.secure ? set.https : set.http) res.setHeader(name, value);
    next();
  });
  // gzip responses from 1 KB (compression's threshold: smaller JSON answers go as they are). The web
  // app's scripts and styles arrive gzipped at level 9 from the build (lib/web-files.ts), which this
  // leaves alone. Only for a client that accepts an encoding (every browser does): for the others
  // compression would wrap the response for nothing.
  const compress = compression({ threshold: '1kb' });
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  });
  const origins = ctx.cfg.CORS_ORIGIN.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  app.use('/api', cors({ origin: origins, credentials: true }));
  app.use(requestLog(app, ctx.log));
  // one body parser by content type (each parser would otherwise check the type again)
  const json = express.json({ limit: ctx.cfg.BODY_LIMIT });
  const form = express.urlencoded({ extended: false, limit: ctx.cfg.BODY_LIMIT });
  app.use('/api', (req, res, next) => {
    if (!req.headers['content-type']) return next();
    if (req.is('urlencoded') && !req.is('json')) return form(req, res, next);
    json(req, res, next);
  });

  const api = Router();
  api.use(healthRoutes(ctx));
  api.use(authRoutes(ctx));
  api.use(referencesRoutes(ctx));
  api.use(profileRoutes(ctx));
  api.use(termsRoutes(ctx));
  api.use(taxpayersRoutes(ctx));
  api.use(taxpayerFilesRoutes(ctx));
  api.use(tariffsRoutes(ctx));
  api.use(discountsRoutes(ctx));
  api.use(bankAccountsRoutes(ctx));
  api.use(propertiesRoutes(ctx));
  api.use(propertyOpsRoutes(ctx));
  api.use(activityHistoriesRoutes(ctx));
  api.use(moderatorsRoutes(ctx));
  api.use(portalRoutes(ctx));
  api.use(homeRoutes(ctx));
  api.use(accountStatusRoutes(ctx));
  api.use(documentsRoutes(ctx));
  api.use(routesRoutes(ctx));
  api.use(solvencyRoutes(ctx));
  api.use(suggestionsRoutes(ctx));
  api.use(cashRoutes(ctx));
  api.use(paymentsRoutes(ctx));
  api.use(creditNotesRoutes(ctx));
  api.use(agreementsRoutes(ctx));
  api.use(reportsRoutes(ctx));
  api.use(voucherHistoryRoutes(ctx));
  api.use(docsRoutes(ctx));
  api.use(notFoundHandler);
  // fixed paths skip the walk through every module's router (lib/route-table.ts, ADR 017); the
  // table is kept in app.locals for the test that compares its answers with the router's
  const table = routeTable(api, notFoundHandler);
  app.locals.apiRouteTable = table;
  app.use('/api', table, api);

  const webDist = ctx.cfg.WEB_DIST;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // scripts and styles gzipped at build time when the client accepts gzip (lib/web-files.ts)
    app.use(webFiles(webDist));
    // deep links: every non-API path gets the SPA, which routes on the client (from `root`: a
    // checkout inside a dot folder still serves it, see lib/http-files.ts)
    app.get('/{*splat}', (_req, res) => res.sendFile('index.html', { root: webDist }));
  }
  app.use(errorHandler);
  return app;
}
