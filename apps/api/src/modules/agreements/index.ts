// Payment agreements: old agreements and conventions (docs/agreements.md).
export { agreementsRoutes } from './agreements.routes.ts';
