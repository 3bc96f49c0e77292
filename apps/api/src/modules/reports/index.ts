// Reports: the sales book and the fiscal reports (docs/reports.md).
export { reportsRoutes } from './reports.routes.ts';
// the background report runner (audit-job.ts): started on first use, stopped with the portal
export { stopReportJobs } from './audit-job.ts';
