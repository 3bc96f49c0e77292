// Excel import of taxpayers with their properties: one row = one taxpayer and one property. Each
// row is checked with the same schemas as the forms and saved in its own transaction (audit row
// included), so a row is either imported whole or refused with its reason; nothing half-imported.
// A row whose document is already registered (or came earlier in the file) adds its property to
// that taxpayer, unless that taxpayer already has the same property (see samePropertyOf: importing
// the same sheet twice adds nothing). Imported accounts get no usable password: the taxpayer sets one with "recover".
import { randomBytes } from 'node:crypto';
import { DOCUMENT_TYPES, LEVELS, PROPERTY_TYPES, PROPERTY_USES, RETENTION_LABELS, USER_STATUS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { clientEditSchema, propertySchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { isLegacyWorkbook, readSheetRows, sheetLimits, type SheetLimits } from '../../lib/spreadsheet.ts';
import { detectFileType } from '../../lib/uploads.ts';
import { createPropertyTx } from '../properties/index.ts';
import { importUniqueMessage, samePropertyOf } from './taxpayers.import-rows.ts';
import { assertClientUnique, createTaxpayerTx } from './taxpayers.service.ts';
import { iEquals } from '../../lib/search.ts';

export const MAX_IMPORT_ROWS = 5000;

/** The template's columns: header text (matched without accents or case) → field. */
export const IMPORT_COLUMNS = [
  { key: 'username', header: 'Cuenta', required: true },
  { key: 'name', header: 'Nombre / Razón Social', required: true },
  { key: 'lastname', header: 'Apellido' },
  { key: 'document_type', header: 'Tipo de documento', required: true },
  { key: 'document', header: 'Documento', required: true },
  { key: 'email', header: 'Correo', required: true },
  { key: 'phone_code', header: 'Código de teléfono' },
  { key: 'phone', header: 'Teléfono', required: true },
  { key: 'fiscal_address', header: 'Dirección fiscal', required: true },
  { key: 'retention', header: 'Retención' },
  { key: 'note', header: 'Nota' },
  { key: 'property_type', header: 'Tipo de inmueble', required: true },
  { key: 'property_use', header: 'Uso', required: true },
  { key: 'activity', header: 'Actividad económica', required: true },
  { key: 'size', header: 'Metraje (m2)', required: true },
  { key: 'owner', header: 'Propietario' },
  { key: 'nic', header: 'NIC' },
  { key: 'catastral_id', header: 'Catastro' },
  { key: 'license', header: 'Licencia' },
  { key: 'zone', header: 'Zona / Urbanización' },
  { key: 'street', header: 'Calle / Avenida' },
  { key: 'house_number', header: 'Número de casa' },
  { key: 'floor', header: 'Piso' },
  { key: 'reference', header: 'Referencia' },
  { key: 'quantity_houses', header: 'Cantidad de casas' },
  { key: 'date', header: 'Fecha de inicio' },
  { key: 'parent_code', header: 'Código padre' },
] as const;
type Key = (typeof IMPORT_COLUMNS)[number]['key'];
type Row = Partial<Record<Key, string>>;

export type ImportResult = { imported: { row: number; username: string; code: string }[]; refused: { row: number; error: string }[] };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const byName =
  <T extends { id: number }>(list: readonly T[], name: (t: T) => string[]) =>
  (v?: string) =>
    v === undefined ? undefined : (list.find((t) => String(t.id) === v || name(t).some((n) => fold(n) === fold(v)))?.id ?? -1);
const documentType = byName(DOCUMENT_TYPES, (d) => [d.code, d.prefix]);
const propertyType = byName(PROPERTY_TYPES, (t) => [t.name]);
const propertyUse = byName(PROPERTY_USES, (u) => [u.name]);
const retention = (v?: string) => (v === undefined ? undefined : (Object.entries(RETENTION_LABELS).find(([, l]) => fold(l) === fold(v))?.[0] ?? v));
const yesNo = (v?: string) => (v === undefined ? undefined : ['si', 'sí', '1', 'true'].includes(fold(v)) ? 1 : ['no', '0', 'false'].includes(fold(v)) ? 0 : v);

/** The template's columns in the header row (column number → field); refuses a header without the required ones. */
function templateColumns(header: (string | undefined)[]): Map<number, Key> {
  const columns = new Map<number, Key>();
  header.forEach((text, i) => {
    const def = text ? IMPORT_COLUMNS.find((c) => fold(c.header) === fold(text)) : undefined;
    if (def) columns.set(i + 1, def.key);
  });
  const present = new Set(columns.values());
  const missing = IMPORT_COLUMNS.filter((c) => 'required' in c && !present.has(c.key)).map((c) => c.header);
  if (missing.length) throw unprocessable(fillMessage(MSG.taxpayers.importMissingColumns, { columns: missing.join(', ') }));
  return columns;
}

/**
 * Reads the first sheet as it streams (lib/spreadsheet.ts: size, row, column and cell caps); refuses
 * what is not an .xlsx workbook, lacks the template's required columns, or has too many records.
 */
export async function readImportRows(buffer: Buffer, limits: SheetLimits): Promise<{ row: number; data: Row }[]> {
  // a legacy .xls goes on to the reader, which names the format
  if ((await detectFileType(buffer)) !== 'xlsx' && !isLegacyWorkbook(buffer)) throw unprocessable(MSG.taxpayers.importNotSpreadsheet);
  let columns: Map<number, Key> | undefined;
  const rows: { row: number; data: Row }[] = [];
  for await (const { number, cells } of readSheetRows(buffer, limits)) {
    // the header is row 1: a sheet whose first row is empty has none
    if (number === 1) {
      columns = templateColumns(cells);
      continue;
    }
    columns ??= templateColumns([]);
    const data: Row = {};
    for (const [col, key] of columns) data[key] = cells[col - 1];
    if (!Object.values(data).some((v) => v !== undefined)) continue;
    rows.push({ row: number, data });
    if (rows.length > MAX_IMPORT_ROWS) throw unprocessable(MSG.taxpayers.importTooMany);
  }
  columns ??= templateColumns([]);
  if (!rows.length) throw unprocessable(MSG.taxpayers.importEmpty);
  return rows;
}

export function taxpayersImport(ctx: AppContext) {
  const { db } = ctx;

  /** A value that names nothing in its list (document type, property type, use, activity) is refused by name. */
  const known = (id: number | undefined, key: Key, value?: string) => {
    if (id !== -1) return id;
    const column = IMPORT_COLUMNS.find((c) => c.key === key)!.header;
    throw unprocessable(fillMessage(MSG.taxpayers.importBadValue, { value: value ?? '', column }));
  };

  async function importRow(session: SessionUser, r: Row) {
    const client = clientEditSchema.parse({
      username: r.username,
      name: r.name,
      lastname: r.lastname,
      document_type_id: known(documentType(r.document_type), 'document_type', r.document_type),
      document: r.document,
      email: r.email,
      phone_code: r.phone_code,
      phone: r.phone,
      fiscal_address: r.fiscal_address,
      retention: retention(r.retention),
      note: r.note,
      emails: [],
      phones: [],
    });
    const activity = r.activity
      ? await db.economicActivity.findFirst({ where: { code: iEquals(r.activity.split(/\s+-\s+/)[0].trim()), deleted_at: null } })
      : null;
    const parent = r.parent_code ? await db.property.findFirst({ where: { code: r.parent_code.toUpperCase(), deleted_at: null, status: 1 } }) : null;
    if (r.parent_code && !parent) throw unprocessable(MSG.taxpayers.parentError);
    const property = propertySchema.parse({
      property_type_id: known(propertyType(r.property_type), 'property_type', r.property_type),
      property_use_id: known(propertyUse(r.property_use), 'property_use', r.property_use),
      economic_activity_id: known(activity?.id ?? (r.activity ? -1 : undefined), 'activity', r.activity),
      size: r.size,
      owner: yesNo(r.owner),
      nic: r.nic,
      catastral_id: r.catastral_id,
      license: r.license,
      zone: r.zone,
      street: r.street,
      house_number: r.house_number,
      floor: r.floor,
      reference: r.reference,
      quantity_houses: r.quantity_houses,
      date: r.date,
      parent_id: parent?.id,
    });
    const existing = await db.user.findFirst({
      where: { level_id: LEVELS.CLIENT, deleted_at: null, document_type_id: client.document_type_id, document: client.document },
    });
    if (!existing) await assertClientUnique(db, client);
    return db.$transaction(async (tx) => {
      if (existing) {
        const same = await samePropertyOf(tx, existing.id, property);
        if (same) throw unprocessable(fillMessage(MSG.taxpayers.importSameProperty, { code: same.code }));
        const p = await createPropertyTx(tx, existing.id, property);
        await writeAudit(tx, 'property.imported', { value_id: p.id, user_id: session.id, property_id: p.id, new: p });
        return { username: existing.username, code: p.code, userId: existing.id };
      }
      if (!client.username) throw unprocessable(MSG.server.usernameRequired);
      // not a bcrypt hash: no password matches it until the taxpayer sets one through "recover"
      const passwordHash = `!import:${randomBytes(24).toString('hex')}`;
      const { user, property: p } = await createTaxpayerTx(tx, client, property, { status: USER_STATUS.ACTIVE, verified: 1, passwordHash });
      await writeAudit(tx, 'client.imported', { value_id: user.id, user_id: session.id, new: { ...user, property: p } });
      return { username: user.username, code: p.code, userId: user.id };
    });
  }

  async function run(session: SessionUser, buffer: Buffer): Promise<ImportResult> {
    const rows = await readImportRows(buffer, sheetLimits(ctx.cfg));
    const result: ImportResult = { imported: [], refused: [] };
    for (const { row, data } of rows) {
      try {
        const done = await importRow(session, data);
        result.imported.push({ row, username: done.username, code: done.code });
      } catch (err) {
        const e = err as { issues?: { message: string }[]; code?: string; meta?: unknown };
        const error =
          err instanceof AppError
            ? err.message
            : (e.issues?.[0]?.message ?? (e.code === 'P2002' ? importUniqueMessage(JSON.stringify(e.meta ?? {})) : undefined));
        if (!error) throw err;
        result.refused.push({ row, error });
      }
    }
    if (result.imported.length) ctx.emit('users', { action: 'update', user_id: 0 }, 'staff');
    if (!result.imported.length) throw unprocessable(MSG.taxpayers.importError, result);
    return result;
  }

  return { run };
}
