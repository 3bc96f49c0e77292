// Taxpayer files: the Excel export with the list's filters, the Excel import (with its template)
// and the printable record of one taxpayer.
import { Router } from 'express';
import { USER_STATUS_LABELS, labelOf } from '@aseo/shared/constants';
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { unprocessable } from '../../lib/errors.ts';
import { streamExcel, XLSX_TYPE } from '../../lib/excel.ts';
import { attachFile } from '../../lib/http-files.ts';
import { sendPdf } from '../../lib/pdf.ts';
import { uploadMiddleware } from '../../lib/uploads.ts';
import { clientWhere, propertyCodeOwners } from './taxpayers.query.ts';
import { IMPORT_COLUMNS, taxpayersImport } from './taxpayers.import.ts';
import { taxpayerSheet } from './taxpayers.sheet.ts';

export function taxpayerFilesRoutes(ctx: AppContext) {
  const r = Router();
  const importer = taxpayersImport(ctx);
  const upload = uploadMiddleware(ctx.cfg);

  mount(r, ctx, calls.pdf, async ({ input, res }) => {
    const { sheet, username } = await taxpayerSheet(ctx.db, input.id);
    await sendPdf(res, `contribuyente-${username}.pdf`, sheet);
  });

  mount(
    r,
    ctx,
    calls.importExcel,
    async ({ req, user }) => {
      if (!req.file) throw unprocessable(MSG.server.fileRequired);
      const result = await importer.run(user, req.file.buffer);
      return { message: MSG.taxpayers.imported, ...result };
    },
    { before: [upload.single('file')] },
  );

  mount(r, ctx, calls.importTemplate, async ({ res }) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Contribuyentes');
    ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(14, c.header.length + 4) }));
    ws.getRow(1).font = { bold: true };
    ws.addRow([
      'ejemplo01',
      'Comercial Ejemplo',
      '',
      'J',
      '123456789',
      'ejemplo@correo.com',
      '0414',
      '5551234',
      'Av. Principal, local 1',
      'No',
      '',
      'Comercial',
      'Individual',
      'C001',
      '80',
      'Si',
      '',
      '',
      '',
      'Centro',
      'Av. Principal',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    attachFile(res, 'plantilla-contribuyentes.xlsx', XLSX_TYPE);
    await wb.xlsx.write(res);
    res.end();
  });

  mount(r, ctx, calls.excel, async ({ input: f, res }) => {
    const where = clientWhere(f, await propertyCodeOwners(ctx.db, f.search));
    async function* rows() {
      let cursor: number | undefined;
      for (;;) {
        const batch = await ctx.db.user.findMany({
          where: { ...where, ...(cursor ? { id: { lt: cursor } } : {}) },
          orderBy: { id: 'desc' },
          take: 1000,
          select: {
            id: true,
            username: true,
            name: true,
            lastname: true,
            document_type_id: true,
            document: true,
            email: true,
            phone_code: true,
            phone: true,
            status: true,
            fiscal_address: true,
            created_at: true,
          },
        });
        if (!batch.length) return;
        yield* batch;
        cursor = batch.at(-1)!.id;
      }
    }
    await streamExcel(
      res,
      'contribuyentes.xlsx',
      'Contribuyentes',
      [
        { header: 'ID', value: (u) => u.id },
        { header: 'Cuenta', value: (u) => u.username },
        { header: 'Nombre / Razón Social', width: 35, value: (u) => fullName(u.name, u.lastname) },
        { header: 'Documento', value: (u) => documentLabel(u.document_type_id, u.document) },
        { header: 'Correo', width: 30, value: (u) => u.email },
        { header: 'Teléfono', value: (u) => [u.phone_code, u.phone].filter(Boolean).join('-') },
        { header: 'Dirección fiscal', width: 40, value: (u) => u.fiscal_address },
        { header: 'Estatus', value: (u) => labelOf(USER_STATUS_LABELS, u.status) },
        { header: 'Fecha de registro', value: (u) => u.created_at.toISOString().slice(0, 10) },
      ],
      rows(),
    );
  });
  return r;
}
