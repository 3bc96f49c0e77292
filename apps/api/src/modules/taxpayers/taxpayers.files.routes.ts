// Taxpayer files: the Excel export with the list's filters, the Excel import (with its template)
// and the printable record of one taxpayer.
import { Router } from 'express';
import { USER_STATUS_TEXT, labelOf } from '@aseo/shared/constants';
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { unprocessable } from '../../lib/errors.ts';
import { streamExcel, type ExcelColumn } from '../../lib/excel.ts';
import { letterheadOf, sendPdf } from '../../lib/pdf.ts';
import { clientWhere, propertyCodeOwners } from './taxpayers.query.ts';
import { IMPORT_COLUMNS, taxpayersImport } from './taxpayers.import.ts';
import { taxpayerSheet } from './taxpayers.sheet.ts';

const EXPORT_SELECT = {
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
} satisfies Prisma.UserSelect;
type ExportRow = Prisma.UserGetPayload<{ select: typeof EXPORT_SELECT }>;

/** admin/clients/excel: the list's columns, the id padded and the registration day a date. */
const EXPORT_COLUMNS: ExcelColumn<ExportRow>[] = [
  { header: 'ID', key: 'id', width: 10, kind: 'id' },
  { header: 'Cuenta', key: 'username', width: 18, kind: 'text' },
  { header: 'Nombre / Razón Social', key: 'full_name', width: 35, kind: 'text', value: (u) => fullName(u.name, u.lastname) },
  { header: 'Documento', key: 'document', width: 18, kind: 'text', value: (u) => documentLabel(u.document_type_id, u.document) },
  { header: 'Correo', key: 'email', width: 30, kind: 'text' },
  { header: 'Teléfono', key: 'phone', width: 18, kind: 'text', value: (u) => [u.phone_code, u.phone].filter(Boolean).join('-') },
  { header: 'Dirección fiscal', key: 'fiscal_address', width: 40, kind: 'text' },
  { header: 'Estatus', key: 'status', width: 14, kind: 'text', value: (u) => labelOf(USER_STATUS_TEXT, u.status) },
  { header: 'Fecha de registro', key: 'created_at', width: 16, kind: 'date' },
];

type TemplateRow = Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], string | number>>;

/** The import template: its columns (numbers where the import reads a number) and one example row that imports as-is. */
const TEMPLATE_COLUMNS: ExcelColumn<TemplateRow>[] = IMPORT_COLUMNS.map((c) => ({
  header: c.header,
  key: c.key,
  width: Math.max(14, c.header.length + 4),
  kind: c.key === 'size' ? 'decimal2' : c.key === 'quantity_houses' ? 'integer' : 'text',
}));
const TEMPLATE_EXAMPLE: TemplateRow = {
  username: 'ejemplo01',
  name: 'Comercial Ejemplo',
  document_type: 'J',
  document: '123456789',
  email: 'ejemplo@correo.com',
  phone_code: '0414',
  phone: '5551234',
  fiscal_address: 'Av. Principal, local 1',
  retention: 'No',
  property_type: 'Comercial',
  property_use: 'Individual',
  activity: 'C001',
  size: 80,
  owner: 'Si',
  zone: 'Centro',
  street: 'Av. Principal',
};

export function taxpayerFilesRoutes(ctx: AppContext) {
  const r = Router();
  const importer = taxpayersImport(ctx);

  mount(r, ctx, calls.pdf, async ({ input, res }) => {
    const { sheet, username } = await taxpayerSheet(ctx.db, input.id);
    await sendPdf(res, `contribuyente-${username}.pdf`, sheet, letterheadOf(ctx.cfg));
  });

  mount(r, ctx, calls.importExcel, async ({ uploads, user }) => {
    const [file] = uploads.of('file');
    if (!file) throw unprocessable(MSG.server.fileRequired);
    const result = await importer.run(user, file.buffer);
    return { message: MSG.taxpayers.imported, ...result };
  });

  mount(r, ctx, calls.importTemplate, ({ res }) => streamExcel(res, 'plantilla-contribuyentes.xlsx', 'Contribuyentes', TEMPLATE_COLUMNS, [TEMPLATE_EXAMPLE]));

  mount(r, ctx, calls.excel, async ({ input: f, res }) => {
    const where = clientWhere(f, await propertyCodeOwners(ctx.db, f.search));
    async function* rows() {
      let cursor: number | undefined;
      for (;;) {
        const batch = await ctx.db.user.findMany({
          where: { ...where, ...(cursor ? { id: { lt: cursor } } : {}) },
          orderBy: { id: 'desc' },
          take: 1000,
          select: EXPORT_SELECT,
        });
        if (!batch.length) return;
        yield* batch;
        cursor = batch.at(-1)!.id;
      }
    }
    await streamExcel(res, 'contribuyentes.xlsx', 'Contribuyentes', EXPORT_COLUMNS, rows());
  });
  return r;
}
