// The demo's taxpayers and properties written as staff would register them (codes from the
// 'property_code' counter, the form's rules: business name copied from the name, retention only for
// J), plus the demo account 'contribuyente' of the base seed with its two properties.
import { randomBytes } from 'node:crypto';
import { DEFAULT_INSTITUTION } from '@aseo/shared/constants';
import { documentLabel, taxpayerName } from '@aseo/shared/format';
import { isVatExempt } from '@aseo/shared/tariffs';
import type { Prisma, PrismaClient } from '../../generated/client/client.ts';
import { JOSE_STORIES, type DemoProperty, type Plan, type Story } from './catalogue.ts';
import { TAXPAYERS } from './taxpayers.ts';
import type { DemoClock, Random } from './clock.ts';
import type { PropertyInfo } from './ledger.ts';
import type { Bank } from './plans.ts';
import { insertRows, maxId, moveSequences } from './write.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** What the ledger needs of a property to bill it, and how it pays. */
export type DemoSubject = {
  info: PropertyInfo;
  userId: number;
  document: string;
  bank: Bank;
  plan: Plan;
  story?: Story;
  fine?: DemoProperty['fine'];
  /** First and last month index billed */
  start: number;
  last: number;
  tariff: {
    size: string;
    type: number;
    use: number;
    houses: number;
    activity: {
      size: string;
      tax_free: number;
      prices: { service_type_id: number; commercial_factor: string; additional_coefficient: string; adjustment_factor: string }[];
    };
  };
};

const newCrypt = () => randomBytes(24).toString('hex');

function ownerOf(u: {
  id: number;
  name: string;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  fiscal_address: string | null;
  retention: number;
}) {
  return {
    id: u.id,
    retention: u.retention,
    customer_name: taxpayerName(u),
    customer_document: documentLabel(u.document_type_id, u.document),
    customer_address: u.fiscal_address,
  };
}

async function activities(tx: Tx) {
  const rows = await tx.economicActivity.findMany({ include: { prices: true } });
  return new Map(
    rows.map((a) => [
      a.code,
      {
        id: a.id,
        size: a.size.toString(),
        tax_free: a.tax_free,
        prices: a.prices.map((p) => ({
          service_type_id: p.service_type_id,
          commercial_factor: p.commercial_factor.toFixed(4),
          additional_coefficient: p.additional_coefficient.toFixed(4),
          adjustment_factor: p.adjustment_factor.toString(),
        })),
      },
    ]),
  );
}

/** Creates the catalogue's taxpayers and properties; answers every subject, José's two first. */
export async function writePeople(tx: Tx, clock: DemoClock, rnd: Random, hash: string, banks: Map<string, Bank>): Promise<DemoSubject[]> {
  const acts = await activities(tx);
  const subjects: DemoSubject[] = [];
  const bankOf = (code: string) => banks.get(code) ?? [...banks.values()][0]!;

  // José ('contribuyente', base seed): his commercial and residential properties now start with the demo year
  const jose = await tx.user.findUniqueOrThrow({
    where: { username: 'contribuyente' },
    include: { properties: { orderBy: { id: 'asc' }, include: { economic_activity: true } } },
  });
  for (const [i, p] of jose.properties.entries()) {
    await tx.property.update({ where: { id: p.id }, data: { date: new Date(`${clock.months[0]}T00:00:00Z`) } });
    const a = acts.get(p.economic_activity.code)!;
    subjects.push({
      info: { id: p.id, code: p.code, owner: ownerOf(jose), exempt: isVatExempt(p.property_type_id, a.tax_free) },
      userId: jose.id,
      document: documentLabel(jose.document_type_id, jose.document),
      bank: bankOf('0134'),
      plan: i === 0 ? { kind: 'desk', until: 6 } : { kind: 'transfer', every: 3, until: 8 },
      story: JOSE_STORIES[i],
      start: 0,
      last: 11,
      tariff: { size: p.size.toString(), type: p.property_type_id, use: p.property_use_id, houses: p.quantity_houses, activity: a },
    });
  }

  const counter = await tx.fiscalCounter.findUnique({ where: { institution_id_kind: { institution_id: DEFAULT_INSTITUTION, kind: 'property_code' } } });
  let code = counter?.last_value ?? 0;
  let userId = await maxId(tx, 'users');
  let propertyId = await maxId(tx, 'properties');
  const users: Prisma.UserCreateManyInput[] = [];
  const properties: Prisma.PropertyCreateManyInput[] = [];
  const byKey = new Map<string, number>();
  for (const t of TAXPAYERS) {
    const start = Math.min(...t.properties.map((p) => p.start ?? 0));
    const registered = new Date(clock.at(clock.dayOf(start, 1), '09:00').getTime() - rnd.int(3, 40) * 86_400_000);
    const user = {
      id: ++userId,
      level_id: 3,
      username: t.username,
      name: t.name,
      lastname: t.lastname ?? null,
      business_name: t.name,
      email: t.email,
      phone_code: t.phone[0],
      phone: t.phone[1],
      document_type_id: t.docType,
      document: t.document,
      fiscal_address: t.address,
      retention: t.docType === 3 ? (t.retention ?? 0) : 0,
      retention_request: t.retentionRequest ?? null,
      password: hash,
      created_at: registered,
      updated_at: registered,
    };
    users.push(user);
    for (const p of t.properties) {
      const a = acts.get(p.activity)!;
      const startMonth = p.start ?? 0;
      const created = new Date(registered.getTime() + 3600_000);
      const disincorporated = p.disincorporatedAfter !== undefined ? clock.at(clock.dayOf(p.disincorporatedAfter + 1, 3), '10:30') : null;
      const row = {
        id: ++propertyId,
        user_id: user.id,
        code: `AU-${String(++code).padStart(6, '0')}`,
        crypt: newCrypt(),
        property_type_id: p.type,
        property_use_id: p.use,
        economic_activity_id: a.id,
        type_form: p.type === 2 ? 'ESTATE' : 'COMERCIAL',
        nic: p.nic ?? null,
        catastral_id: p.catastral ?? null,
        license: p.license ?? null,
        zone: p.zone,
        street: p.street,
        house_number: p.house ?? null,
        floor: p.floor ?? null,
        size: p.size,
        reference: p.reference ?? null,
        quantity_houses: p.houses ?? 1,
        parent_id: p.parent ? byKey.get(p.parent)! : null,
        date: new Date(`${clock.dayOf(startMonth, 1)}T00:00:00Z`),
        status: disincorporated ? 0 : 1,
        disincorporated_at: disincorporated,
        disincorporate: disincorporated ? 'Inmueble vendido: el nuevo propietario se registrará con sus datos' : null,
        created_at: created,
        updated_at: disincorporated ?? created,
      };
      properties.push(row);
      byKey.set(p.key, row.id);
      subjects.push({
        info: { id: row.id, code: row.code, owner: ownerOf(user), exempt: isVatExempt(p.type, a.tax_free) },
        userId: user.id,
        document: documentLabel(t.docType, t.document),
        bank: bankOf(t.bank),
        plan: p.plan,
        story: p.story,
        fine: p.fine,
        start: startMonth,
        last: p.disincorporatedAfter ?? 11,
        tariff: { size: p.size, type: p.type, use: p.use, houses: p.houses ?? 1, activity: a },
      });
    }
  }
  await insertRows(tx, 'users', users);
  await insertRows(tx, 'properties', properties);
  await moveSequences(tx, ['users', 'properties']);
  await tx.fiscalCounter.upsert({
    where: { institution_id_kind: { institution_id: DEFAULT_INSTITUTION, kind: 'property_code' } },
    create: { institution_id: DEFAULT_INSTITUTION, kind: 'property_code', last_value: code },
    update: { last_value: code },
  });
  return subjects;
}
