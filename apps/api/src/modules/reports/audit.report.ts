// 'Auditoría' (docs/reports.md "Auditoría"; DOMAIN "Reports"): the list the screen pages through, its
// Excel and PDF (start date required; the chain verified and its head hash at the foot), the chain's
// verification, and 'generate audit report' with the requester's generated files. Every call needs
// export-reports-audit (the contract's access rule). Rows: audit.rows.ts; chain: audit-chain.ts;
// background job: audit-job.ts; generated files: audit-files.ts.
import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { LEVELS } from '@aseo/shared/constants';
import { reportsCalls } from '@aseo/shared/contracts';
import { fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { mount } from '../../lib/contract.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { sendStoredFile } from '../../lib/http-files.ts';
import { paged } from '../../lib/paging.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { AUDIT_COLUMNS, AUDIT_PAGE, AUDIT_SHEET, auditFileBase, auditHeading, auditMovements, auditSummary } from './audit.export.ts';
import { filtersOf, isReady, markFailed, presentFile, relativeFile, requestById, requestsOf } from './audit-files.ts';
import { reportJobs } from './audit-job.ts';
import { auditAuthors, auditCount, auditModules, auditRows, presentMovement } from './audit.rows.ts';
import { mountReportFiles } from './report.ts';

const calls = {
  list: reportsCalls.auditReport,
  verify: reportsCalls.auditReportVerify,
  generate: reportsCalls.auditReportGenerate,
  files: reportsCalls.auditReportFiles,
  download: reportsCalls.auditReportDownload,
};
// mountReportFiles types both exports as one call (they share the filters): the PDF's is given as the Excel's type
const exportsCalls = { excel: reportsCalls.auditReportExcel, pdf: reportsCalls.auditReportPdf };

export function mountAuditReport(r: Router, ctx: AppContext) {
  mount(r, ctx, calls.list, async ({ input }) => {
    const page = Math.max(1, input.page);
    const [rows, total, users, modules] = await Promise.all([
      auditRows(ctx.db, input, null, AUDIT_PAGE, (page - 1) * AUDIT_PAGE),
      auditCount(ctx.db, input),
      auditAuthors(ctx.db),
      auditModules(ctx.db),
    ]);
    return {
      movements: paged(rows.map(presentMovement), total, { current: page, size: AUDIT_PAGE }),
      users: users.map((u) => ({ id: u.id, username: u.username, full_name: fullName(u.name, u.lastname) || u.username })),
      modules,
    };
  });

  mountReportFiles(r, ctx, exportsCalls, {
    key: 'audit-report',
    sheet: AUDIT_SHEET,
    columns: AUDIT_COLUMNS,
    rows: (input) => auditMovements(ctx, input),
    heading: (input) => auditHeading(ctx, input),
    summary: (_input, seen) => auditSummary(seen),
    pdfMaxRows: 5000,
  });

  mount(r, ctx, calls.verify, () => verifyAuditChain(ctx.db));

  mount(r, ctx, calls.generate, async ({ input, user }) => {
    const jobs = await reportJobs(ctx);
    const id = randomUUID();
    const filters = filtersOf(input);
    const file = `${auditFileBase(input)}.xlsx`;
    await ctx.db.$transaction((tx) =>
      writeAudit(tx, 'report.audit-requested', { value_id: id, user_id: user.id, new: { report: 'audit-report', job_id: id, file, filters } }),
    );
    // the request is recorded first: a job that could not be queued is listed as failed, never as pending forever
    const request = { id, user_id: user.id, created_at: new Date(), new_values: { file, filters } };
    try {
      await jobs.send({ id, user_id: user.id, filters });
    } catch (err) {
      await markFailed(ctx.cfg, user.id, id, String((err as Error).message));
      throw err;
    }
    return { message: MSG.reports.auditGenerating, file: await presentFile(ctx.cfg, request) };
  });

  mount(r, ctx, calls.files, async ({ user }) => {
    const files = await Promise.all((await requestsOf(ctx, user.id)).map((q) => presentFile(ctx.cfg, q)));
    // a request still pending after a restart is picked up by this instance's runner
    if (files.some((f) => f.status === 'pending')) void reportJobs(ctx).catch((err: unknown) => ctx.log.error({ err }, 'reportes en segundo plano'));
    return { files };
  });

  mount(r, ctx, calls.download, async ({ input, user, res }) => {
    const request = await requestById(ctx, input.id);
    if (!request) throw notFound(MSG.reports.auditFileNotFound);
    // only the requester, or an administrator
    if (request.user_id !== user.id && user.level_id !== LEVELS.ADMIN) throw forbidden(MSG.server.forbidden);
    if (!(await isReady(ctx.cfg, request))) throw notFound(MSG.reports.auditFileNotReady);
    const name = (request.new_values?.file ?? `${request.id}.xlsx`).replace(/\.xlsx$/, '');
    await sendStoredFile(res, ctx.cfg.uploadDir, relativeFile(request.user_id, request.id), { download: name });
  });
}
