export { docsRoutes } from './docs.routes.ts';
export { buildOpenApi } from './openapi.ts';
