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

export async function loadReferenceData(db: PrismaClient) {
  for (const d of DOCUMENT_TYPES) {
    await db.documentType.upsert({ where: { id: d.id }, update: {}, create: { id: d.id, name: d.code, prefix: d.prefix, max_length: d.maxLength } });
  }
  for (const t of PROPERTY_TYPES) await db.propertyType.upsert({ where: { id: t.id }, update: {}, create: t });
  for (const u of PROPERTY_USES) {
    await db.propertyUse.upsert({ where: { id: u.id }, update: {}, create: { ...u, selectable: u.id === PROPERTY_USE.OTHERS ? 0 : 1 } });
  }
  for (const s of SERVICE_TYPES) await db.serviceType.upsert({ where: { id: s.id }, update: {}, create: s });
  for (const f of FINE_TYPES) await db.fineType.upsert({ where: { id: f.id }, update: {}, create: f });
  for (const m of PAYMENT_METHODS) await db.paymentMethod.upsert({ where: { id: m.id }, update: {}, create: m });
  for (const a of ACCOUNT_TYPES) await db.accountType.upsert({ where: { id: a.id }, update: {}, create: a });
  for (const i of INSTITUTIONS) await db.institution.upsert({ where: { id: i.id }, update: {}, create: i });
  for (const [code, name] of BANKS) await db.bank.upsert({ where: { code }, update: {}, create: { code, name } });
  for (const m of PERMISSION_CATALOG) {
    await db.module.upsert({ where: { id: m.id }, update: { name: m.name }, create: { id: m.id, name: m.name } });
    for (const a of m.actions) {
      await db.action.upsert({
        where: { code: a.code },
        update: { name: a.name, main: a.main, module_id: m.id },
        create: { code: a.code, name: a.name, main: a.main, module_id: m.id },
      });
    }
  }
  for (const r of STAFF_ROLES) await db.role.upsert({ where: { id: r.id }, update: {}, create: { ...r } });
  // VAT and retention have defaults in the spec; exchange rates and interest are set by staff
  for (const [key, amount] of [
    ['iva', DEFAULT_IVA],
    ['retention', DEFAULT_RETENTION],
  ] as const) {
    if (!(await db.globalValue.findFirst({ where: { key } }))) {
      await db.globalValue.create({ data: { key, amount, valid_from: new Date('2000-01-01T00:00:00Z') } });
    }
  }
  if (!(await db.term.findFirst())) await db.term.create({ data: { title: 'Términos y condiciones', text: TERMS } });
}
