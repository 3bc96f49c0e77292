// Thin routes of the reports (docs/reports.md): each report mounts its list, its exports
// (report.ts `mountReportFiles`) and its own calls from its <name>.report.ts, listed in registry.ts.
import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { REPORTS } from './registry.ts';

export function reportsRoutes(ctx: AppContext) {
  const r = Router();
  for (const mountReport of REPORTS) mountReport(r, ctx);
  return r;
}
