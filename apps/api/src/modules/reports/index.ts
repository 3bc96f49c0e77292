// Reports: the sales book and the fiscal reports (docs/reports.md).
export { reportsRoutes } from './reports.routes.ts';
