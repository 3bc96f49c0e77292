// One report, three calls (docs/reports.md "One pattern"): the list the screen pages through, and
// its Excel and PDF exports with the same filters. Each report's contract file names its filters
// and its list's answer; this gives every report the same paths, permissions and tags:
//  - list  GET|POST {path}         (view-reports, or the report's own permission)
//  - excel GET      {path}/excel   (the report's export permission, view-reports unless told)
//  - pdf   GET      {path}/pdf
import type { z } from 'zod';
import { PERMISSIONS as P } from '../../constants/index.ts';
import { fileResponse } from '../common.ts';
import { defineCall } from '../define.ts';

/** Read calls of the reports share one query-key root: any report write (closing a period) refreshes them. */
export const REPORT_TAGS = ['reports'] as const;

export type ReportSpec<K extends string, P extends string, F extends z.ZodType, L extends z.ZodType> = {
  /** The report's key: call ids are `reports.{key}`, `reports.{key}.excel`, `reports.{key}.pdf`. */
  key: K;
  /** The list's path under /api; the exports are `{path}/excel` and `{path}/pdf` (001 section 7). */
  path: P;
  /** What the report answers, one line in Spanish (the reference page). */
  title: string;
  /** The filters: the list's request (page included); the exports take the same, page ignored. */
  filters: F;
  /** The list's answer. */
  response: L;
  /** Who may read it (view-reports unless told). */
  permission?: string;
  /** Who may export it (the read permission unless told). */
  exportPermission?: string;
};

export function reportCalls<const K extends string, const P extends string, F extends z.ZodType, L extends z.ZodType>(r: ReportSpec<K, P, F, L>) {
  const read = { kind: 'staff', permission: r.permission ?? P.VIEW_REPORTS } as const;
  const exporting = { kind: 'staff', permission: r.exportPermission ?? r.permission ?? P.VIEW_REPORTS } as const;
  return {
    list: defineCall({
      id: `reports.${r.key}` as `reports.${K}`,
      summary: r.title,
      methods: ['GET', 'POST'],
      path: r.path,
      access: read,
      request: r.filters,
      response: r.response,
      tags: REPORT_TAGS,
    }),
    excel: defineCall({
      id: `reports.${r.key}.excel` as `reports.${K}.excel`,
      summary: `${r.title}: Excel con los filtros del reporte`,
      methods: ['GET'],
      path: `${r.path}/excel` as `${P}/excel`,
      access: exporting,
      request: r.filters,
      response: fileResponse,
      responseKind: 'file',
      tags: REPORT_TAGS,
    }),
    pdf: defineCall({
      id: `reports.${r.key}.pdf` as `reports.${K}.pdf`,
      summary: `${r.title}: PDF con los filtros del reporte`,
      methods: ['GET'],
      path: `${r.path}/pdf` as `${P}/pdf`,
      access: exporting,
      request: r.filters,
      response: fileResponse,
      responseKind: 'file',
      tags: REPORT_TAGS,
    }),
  };
}
