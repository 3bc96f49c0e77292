// The agreements' files (docs/agreements.md "The document", "Files and exports"): the signed copy
// (upload, download by a signed address), the agreement document (PDF with its QR) and the list
// exports (Excel, PDF). Mounted by agreements.routes.ts; the work is in agreements.signed-copy.ts,
// agreements.document.ts (+ agreements.verification.ts) and agreements.exports.ts.
import type { Router } from 'express';
import { agreementsCalls as calls } from '@aseo/shared/contracts';
import type { AgreementKind } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { streamExcel } from '../../lib/excel.ts';
import { sendStoredFile } from '../../lib/http-files.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { detailOf } from './agreements.detail.ts';
import { agreementSheet } from './agreements.document.ts';
import { EXCEL_COLUMNS, exportName, listSheet, SHEET_NAME } from './agreements.exports.ts';
import type { AgreementsService } from './agreements.service.ts';
import { signedCopies } from './agreements.signed-copy.ts';
import { agreementVerification } from './agreements.verification.ts';

export function agreementsFiles(ctx: AppContext, r: Router, s: AgreementsService) {
  const copies = signedCopies(ctx, s);
  const lh = letterheadOf(ctx.cfg);

  // the signed copy
  mount(r, ctx, calls.upload, ({ input, user, uploads }) => copies.attach(user, 'agreement', input.agreement_id, uploads.of('file')[0]?.path));
  mount(r, ctx, calls.conventionUpload, ({ input, user, uploads }) => copies.attach(user, 'convention', input.id, uploads.of('file')[0]?.path));
  mount(r, ctx, calls.download, ({ input, user }) => copies.link(user, input.x));
  mount(r, ctx, calls.signedCopy, async ({ input, res }) => {
    const { file, name } = await copies.opened(input.x, input.e, input.s);
    await sendStoredFile(res, ctx.cfg.uploadDir, file, { download: name });
  });

  // the agreement document: staff, or the taxpayer its own (another's is 404: `find` decides)
  const print = async (user: SessionUser, crypt: string, res: Parameters<typeof sendPdf>[0]) => {
    const { kind, id } = await s.find(user, crypt);
    const row = await s.row(kind, id);
    const sheet = await agreementSheet(ctx, kind, await detailOf(ctx.db, kind, row, id), lh);
    const verification = await agreementVerification(ctx, kind, row);
    await sendPdf(res, `convenio-${row.number_format}.pdf`, { ...sheet, verification }, lh);
  };
  mount(r, ctx, calls.print, ({ input, user, res }) => print(user, input.x, res));
  mount(r, ctx, calls.clientPrint, ({ input, user, res }) => print(user, input.x, res));

  // the lists
  const excel = (kind: AgreementKind) =>
    mount(r, ctx, kind === 'agreement' ? calls.excel : calls.conventionsExcel, ({ input, res }) =>
      streamExcel(res, exportName(kind, 'xlsx'), SHEET_NAME[kind], EXCEL_COLUMNS[kind], s.all(kind, input)),
    );
  excel('agreement');
  excel('convention');
  mount(r, ctx, calls.pdf, async ({ input, res }) => {
    await sendPdf(res, exportName('agreement', 'pdf'), await listSheet('agreement', input, s.all('agreement', input)), lh);
  });
}
