// Reports: the sales book and the fiscal reports (docs/reports.md).
export { reportsRoutes } from './reports.routes.ts';
// the background report runner (audit-job.ts): started on first use, stopped with the portal
export { stopReportJobs } from './audit-job.ts';
// the overdue totals of the whole portal on a day (the report's summary; the staff home's card)
export { overdueTotals } from './overdue-collection.report.ts';
// today's overdue summary computed after the start and at each new day (SUMMARY_WARMUP)
export { startOverdueWarmup } from './overdue-warmup.ts';
// the staff home's summaries (modules/home): the same totals as these reports' footers
export { agreementReportTotals } from './agreements-report.sql.ts';
export { retentionTotals } from './retentions.sql.ts';
