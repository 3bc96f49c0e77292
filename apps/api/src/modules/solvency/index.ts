// Solvency certificates (docs/solvency.md).
export { solvencyRoutes } from './solvency.routes.ts';
