// The API reference: /api/openapi.json (generated once from the contracts) and /api/docs
// (Swagger UI, served from the package's own files: no CDN, works on an intranet).
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { ALL_CALLS } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { buildOpenApi } from './openapi.ts';

export function docsRoutes(_ctx: AppContext) {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  const document = () => (doc ??= buildOpenApi(ALL_CALLS, { version: '0.1.0', serverUrl: '/api' }));
  r.get('/openapi.json', (_req, res) => {
    res.json(document());
  });
  r.use(
    '/docs',
    swaggerUi.serveFiles(undefined, { swaggerUrl: '/api/openapi.json' }),
    swaggerUi.setup(undefined, {
      customSiteTitle: 'Aseo Urbano — referencia de la API',
      swaggerOptions: { url: '/api/openapi.json', persistAuthorization: true },
    }),
  );
  return r;
}
