// The API reference: /api/openapi.json (generated once from the contracts) and /api/docs
// (Swagger UI, served from the package's own files: no CDN, works on an intranet).
// swagger-ui-express (≈ 15 MB once loaded) and the document are built on the first request, not at start.
import { Router, type RequestHandler } from 'express';
import { ALL_CALLS } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { buildOpenApi } from './openapi.ts';

/** Swagger UI's handlers: its static files, then its page. */
async function swaggerHandlers(): Promise<RequestHandler[]> {
  const { default: swaggerUi } = await import('swagger-ui-express');
  return [
    ...swaggerUi.serveFiles(undefined, { swaggerUrl: '/api/openapi.json' }),
    swaggerUi.setup(undefined, {
      customSiteTitle: 'Aseo Urbano — referencia de la API',
      swaggerOptions: { url: '/api/openapi.json', persistAuthorization: true },
    }),
  ];
}

export function docsRoutes(_ctx: AppContext) {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  const document = () => (doc ??= buildOpenApi(ALL_CALLS, { version: '0.1.0', serverUrl: '/api' }));
  r.get('/openapi.json', (_req, res) => {
    res.json(document());
  });
  let ui: Promise<Router> | undefined;
  r.use('/docs', async (req, res, next) => {
    const handlers = await (ui ??= swaggerHandlers().then((h) => Router().use(h)));
    handlers(req, res, next);
  });
  return r;
}
