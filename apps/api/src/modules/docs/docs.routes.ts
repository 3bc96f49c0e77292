// The API reference: /api/openapi.json (the whole API, generated once from the contracts), one
// document per area at /api/openapi/{area}.json, and /api/docs (Swagger UI, served from the
// package's own files: no CDN, works on an intranet) with an area selector: Swagger UI 5 stops
// drawing a single document of more than ≈ 130 operations after its first areas.
// swagger-ui-express (≈ 15 MB once loaded) and the document are built on the first request, not at start.
import { Router, type RequestHandler } from 'express';
import { ALL_CALLS } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { buildOpenApi } from './openapi.ts';

/** Swagger UI's handlers: its static files, then its page. */
async function swaggerHandlers(): Promise<RequestHandler[]> {
  const { default: swaggerUi } = await import('swagger-ui-express');
  const urls = AREAS.map((name) => ({ name, url: `/api/openapi/${name}.json` }));
  return [
    ...swaggerUi.serveFiles(undefined, { swaggerOptions: { urls } }),
    swaggerUi.setup(undefined, {
      customSiteTitle: 'Aseo Urbano — referencia de la API',
      explorer: true,
      swaggerOptions: { urls, 'urls.primaryName': 'auth', persistAuthorization: true },
    }),
  ];
}

/** The areas of the API: the first part of every call id, in registry order. */
const AREAS = [...new Set(ALL_CALLS.map((c) => c.id.split('.')[0]!))];

export function docsRoutes(_ctx: AppContext) {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  const document = () => (doc ??= buildOpenApi(ALL_CALLS, { version: '0.1.0', serverUrl: '/api' }));
  r.get('/openapi.json', (_req, res) => {
    res.json(document());
  });
  const byArea = new Map<string, ReturnType<typeof buildOpenApi>>();
  r.get('/openapi/:area.json', (req, res) => {
    const area = req.params.area;
    if (!AREAS.includes(area)) return void res.status(404).json({ error: 'No existe esa área de la API', code: 'NOT_FOUND' });
    if (!byArea.has(area))
      byArea.set(
        area,
        buildOpenApi(
          ALL_CALLS.filter((c) => c.id.split('.')[0] === area),
          { version: '0.1.0', serverUrl: '/api' },
        ),
      );
    res.json(byArea.get(area));
  });
  let ui: Promise<Router> | undefined;
  r.use('/docs', async (req, res, next) => {
    const handlers = await (ui ??= swaggerHandlers().then((h) => Router().use(h)));
    handlers(req, res, next);
  });
  return r;
}
