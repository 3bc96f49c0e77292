// The cash desk (docs/cash.md).
export { cashRoutes } from './cash.routes.ts';
