// Reference data every installation needs (production included, not demo data); idempotent, the
// API loads it at every start.
import {
  ACCOUNT_TYPES,
  DEFAULT_IVA,
  DEFAULT_RETENTION,
  DOCUMENT_TYPES,
  FINE_TYPES,
  INSTITUTIONS,
  PAYMENT_METHODS,
  PERMISSION_CATALOG,
  PROPERTY_TYPES,
  PROPERTY_USE,
  PROPERTY_USES,
  SERVICE_TYPES,
  STAFF_ROLES,
} from '@aseo/shared/constants';
import type { PrismaClient } from '../generated/client/client.ts';

export const BANKS = [
  ['0102', 'Banco de Venezuela'],
  ['0104', 'Banco Venezolano de Crédito'],
  ['0105', 'Banco Mercantil'],
  ['0108', 'Banco Provincial'],
  ['0114', 'Bancaribe'],
  ['0115', 'Banco Exterior'],
  ['0128', 'Banco Caroní'],
  ['0134', 'Banesco'],
  ['0137', 'Banco Sofitasa'],
  ['0138', 'Banco Plaza'],
  ['0151', 'BFC Banco Fondo Común'],
  ['0156', '100% Banco'],
  ['0163', 'Banco del Tesoro'],
  ['0166', 'Banco Agrícola de Venezuela'],
  ['0168', 'Bancrecer'],
  ['0169', 'Mi Banco'],
  ['0171', 'Banco Activo'],
  ['0172', 'Bancamiga'],
  ['0174', 'Banplus'],
  ['0175', 'Banco Bicentenario'],
  ['0177', 'Banfanb'],
  ['0191', 'Banco Nacional de Crédito'],
] as const;

const TERMS = `Al registrarse en el portal de Aseo Urbano, el contribuyente declara que los datos suministrados son verdaderos y se compromete a mantenerlos actualizados. El propietario es solidariamente responsable de la obligación de pago de la tasa de aseo urbano aunque el inmueble esté ocupado por otra persona, vacío o sin uso. Los pagos registrados en línea quedan sujetos a conciliación por la administración municipal.`;

/** Rows `(id, name)` of a fixed reference table: inserted when missing, never changed (staff may rename). */
function idNames(db: PrismaClient, table: string, rows: readonly { id: number; name: string }[]) {
  return db.$executeRawUnsafe(
    `INSERT INTO "${table}" (id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (id) DO NOTHING`,
    rows.map((r) => r.id),
    rows.map((r) => r.name),
  );
}

/**
 * One set-based statement per table, in one transaction: a start on a loaded database changes
 * nothing (and consumes no sequence value). Existing rows are kept as staff left them, except the
 * permission modules and actions, which follow the catalog of the code.
 */
export async function loadReferenceData(db: PrismaClient) {
  const actions = PERMISSION_CATALOG.flatMap((m) => m.actions.map((a) => ({ ...a, module_id: m.id })));
  const [ivaKey, retentionKey] = ['iva', 'retention'];
  await db.$transaction([
    db.$executeRaw`
      INSERT INTO document_types (id, name, prefix, max_length)
      SELECT * FROM unnest(${DOCUMENT_TYPES.map((d) => d.id)}::int[], ${DOCUMENT_TYPES.map((d) => d.code)}::text[],
                           ${DOCUMENT_TYPES.map((d) => d.prefix)}::text[], ${DOCUMENT_TYPES.map((d) => d.maxLength)}::int[])
      ON CONFLICT (id) DO NOTHING`,
    idNames(db, 'property_types', PROPERTY_TYPES),
    db.$executeRaw`
      INSERT INTO property_uses (id, name, selectable)
      SELECT * FROM unnest(${PROPERTY_USES.map((u) => u.id)}::int[], ${PROPERTY_USES.map((u) => u.name)}::text[],
                           ${PROPERTY_USES.map((u) => (u.id === PROPERTY_USE.OTHERS ? 0 : 1))}::int[])
      ON CONFLICT (id) DO NOTHING`,
    idNames(db, 'service_types', SERVICE_TYPES),
    idNames(db, 'fine_types', FINE_TYPES),
    idNames(db, 'payment_methods', PAYMENT_METHODS),
    idNames(db, 'account_types', ACCOUNT_TYPES),
    idNames(db, 'institutions', INSTITUTIONS),
    // banks, actions, global values and terms have serial ids: only missing rows reach the INSERT
    db.$executeRaw`
      INSERT INTO banks (code, name)
      SELECT v.code, v.name FROM unnest(${BANKS.map((b) => b[0])}::text[], ${BANKS.map((b) => b[1])}::text[]) WITH ORDINALITY AS v(code, name, n)
      WHERE NOT EXISTS (SELECT 1 FROM banks b WHERE b.code = v.code) ORDER BY v.n
      ON CONFLICT (code) DO NOTHING`,
    db.$executeRaw`
      INSERT INTO modules (id, name)
      SELECT * FROM unnest(${PERMISSION_CATALOG.map((m) => m.id)}::int[], ${PERMISSION_CATALOG.map((m) => m.name)}::text[])
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name WHERE modules.name IS DISTINCT FROM EXCLUDED.name`,
    db.$executeRaw`
      UPDATE actions a SET name = v.name, main = v.main, module_id = v.module_id
      FROM unnest(${actions.map((a) => a.code)}::text[], ${actions.map((a) => a.name)}::text[], ${actions.map((a) => a.main)}::int[],
                  ${actions.map((a) => a.module_id)}::int[]) AS v(code, name, main, module_id)
      WHERE a.code = v.code AND (a.name, a.main, a.module_id) IS DISTINCT FROM (v.name, v.main, v.module_id)`,
    db.$executeRaw`
      INSERT INTO actions (code, name, main, module_id)
      SELECT v.code, v.name, v.main, v.module_id
      FROM unnest(${actions.map((a) => a.code)}::text[], ${actions.map((a) => a.name)}::text[], ${actions.map((a) => a.main)}::int[],
                  ${actions.map((a) => a.module_id)}::int[]) WITH ORDINALITY AS v(code, name, main, module_id, n)
      WHERE NOT EXISTS (SELECT 1 FROM actions a WHERE a.code = v.code) ORDER BY v.n
      ON CONFLICT (code) DO NOTHING`,
    db.$executeRaw`
      INSERT INTO roles (id, name)
      SELECT * FROM unnest(${STAFF_ROLES.map((r) => r.id)}::int[], ${STAFF_ROLES.map((r) => r.name)}::text[])
      ON CONFLICT (id) DO NOTHING`,
    // VAT and retention have defaults in the spec; exchange rates and interest are set by staff
    db.$executeRaw`
      INSERT INTO global_values (key, amount, valid_from)
      SELECT v.key, v.amount, TIMESTAMP '2000-01-01 00:00:00'
      FROM unnest(${[ivaKey, retentionKey]}::text[], ${[String(DEFAULT_IVA), String(DEFAULT_RETENTION)]}::numeric[]) WITH ORDINALITY AS v(key, amount, n)
      WHERE NOT EXISTS (SELECT 1 FROM global_values g WHERE g.key = v.key) ORDER BY v.n`,
    db.$executeRaw`
      INSERT INTO terms (title, text) SELECT ${'Términos y condiciones'}, ${TERMS} WHERE NOT EXISTS (SELECT 1 FROM terms)`,
  ]);
}
