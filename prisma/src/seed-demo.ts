// Demo data for a first look (embedded database, or `pnpm db:seed`): three accounts with password
// Demo.2026, tariffs with prices for both service types, rates, banks accounts and properties.
// Loaded once: a marker row in settings keeps a second start from seeding twice. With `rich` (the
// start line's embedded database, docs/demo-data.md) the same transaction adds a year of the
// portal's life: dozens of taxpayers, notices, bills in every status, routes, complaints.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { DEFAULT_INSTITUTION, PERMISSIONS } from '@aseo/shared/constants';
import type { PrismaClient } from '../generated/client/client.ts';
import { ACTIVITIES } from './demo/activities.ts';
import { seedRichDemo, type RichDemoOptions } from './demo/index.ts';

export const DEMO_PASSWORD = 'Demo.2026';
const MARKER = 'demo_seeded';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

// The API's property codes come from the same counter (kind 'property_code', see the billing
// module's fiscal-numbers.ts), so demo codes never collide with the portal's own.
async function nextPropertyCode(tx: Tx) {
  const rows = await tx.$queryRaw<{ last_value: number }[]>`
    INSERT INTO fiscal_counters (institution_id, kind, last_value) VALUES (${DEFAULT_INSTITUTION}, 'property_code', 1)
    ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = fiscal_counters.last_value + 1
    RETURNING last_value`;
  return `AU-${String(rows[0].last_value).padStart(6, '0')}`;
}
const newCrypt = () => randomBytes(24).toString('hex');

export type SeedDemoOptions = {
  bcryptRounds?: number;
  /** The rich demo too (docs/demo-data.md): only for the embedded database of the start line */
  rich?: RichDemoOptions;
};

export async function seedDemo(db: PrismaClient, opts: SeedDemoOptions = {}): Promise<boolean> {
  if (await db.setting.findUnique({ where: { key: MARKER } })) return false;
  const hash = await bcrypt.hash(DEMO_PASSWORD, opts.bcryptRounds ?? 10);
  await db.$transaction(
    async (tx) => {
      await tx.setting.create({ data: { key: MARKER, value: new Date().toISOString() } });
      for (const a of ACTIVITIES) {
        await tx.economicActivity.create({
          data: {
            code: a.code,
            name: a.name,
            short: a.short,
            property_type_id: a.type,
            size: a.size,
            tax_free: a.tax_free,
            prices: {
              create: [
                { service_type_id: 1, commercial_factor: a.clean[0], additional_coefficient: a.clean[1], adjustment_factor: a.clean[2] },
                { service_type_id: 2, commercial_factor: a.rds[0], additional_coefficient: a.rds[1], adjustment_factor: a.rds[2] },
              ],
            },
          },
        });
      }
      // the rich demo writes a year of dated rates and interest instead
      const since = new Date('2026-01-01T00:00:00Z');
      for (const [key, amount] of opts.rich
        ? []
        : ([
            ['conversion_dolar', '45.2000'],
            ['conversion_petro', '52.7500'],
            ['bankInterest', '12'],
          ] as const)) {
        await tx.globalValue.create({ data: { key, amount, valid_from: since } });
      }
      const banks = await tx.bank.findMany({ where: { code: { in: ['0102', '0134'] } }, orderBy: { code: 'asc' } });
      for (const [i, bank] of banks.entries()) {
        await tx.bankAccount.create({
          data: {
            name: 'Alcaldía del Municipio',
            bank_id: bank.id,
            account_type_id: 1,
            document_type_id: 4,
            document: '200012345',
            number: `${bank.code}0000${i + 1}00012345678`.slice(0, 20),
            phone: '02121234567',
          },
        });
      }
      await tx.user.create({
        data: {
          level_id: 1,
          username: 'admin',
          name: 'Administrador',
          lastname: 'General',
          email: 'admin@aseo.local',
          document_type_id: 1,
          document: '10000001',
          password: hash,
        },
      });
      const cashierCodes = [
        PERMISSIONS.VIEW_CASH,
        PERMISSIONS.EDIT_UCD,
        PERMISSIONS.VIEW_PAYMENTS,
        PERMISSIONS.EDIT_PAYMENTS_DATA,
        PERMISSIONS.VIEW_VOUCHER_HISTORY,
        PERMISSIONS.VIEW_ACCOUNT_STATUS,
        PERMISSIONS.VIEW_ACCOUNT_RECORD,
      ];
      const actions = await tx.action.findMany({ where: { code: { in: cashierCodes } } });
      await tx.user.create({
        data: {
          level_id: 2,
          username: 'cajero',
          name: 'María',
          lastname: 'Cajera',
          email: 'cajero@aseo.local',
          box: 'Caja 1',
          document_type_id: 1,
          document: '10000002',
          password: hash,
          permissions: { create: actions.map((a) => ({ action_id: a.id })) },
        },
      });
      const client = await tx.user.create({
        data: {
          level_id: 3,
          username: 'contribuyente',
          name: 'José',
          lastname: 'Rodríguez',
          business_name: 'José',
          email: 'contribuyente@aseo.local',
          phone_code: '0414',
          phone: '1234567',
          document_type_id: 1,
          document: '12345678',
          fiscal_address: 'Av. Bolívar, Edif. Centro, piso 2',
          retention: 0,
          password: hash,
          emails: { create: [{ email: 'jose.rodriguez@example.com' }] },
        },
      });
      const activity = (code: string) => tx.economicActivity.findUniqueOrThrow({ where: { code } });
      await tx.property.create({
        data: {
          user_id: client.id,
          code: await nextPropertyCode(tx),
          crypt: newCrypt(),
          property_type_id: 1,
          property_use_id: 1,
          economic_activity_id: (await activity('C001')).id,
          type_form: 'COMERCIAL',
          zone: 'Centro',
          street: 'Av. Bolívar',
          house_number: 'Local 3',
          size: '120',
          license: 'LAE-2020-0456',
          date: new Date('2026-01-01T00:00:00Z'),
        },
      });
      await tx.property.create({
        data: {
          user_id: client.id,
          code: await nextPropertyCode(tx),
          crypt: newCrypt(),
          property_type_id: 2,
          property_use_id: 1,
          economic_activity_id: (await activity('R001')).id,
          nic: '3001234',
          catastral_id: '13-01-02-U01-004-012',
          zone: 'Urb. Los Pinos',
          street: 'Calle 5',
          house_number: '12',
          size: '180',
          reference: 'Frente a la plaza',
          date: new Date('2026-01-01T00:00:00Z'),
        },
      });
      if (opts.rich) await seedRichDemo(tx, hash, opts.rich);
    },
    { timeout: 120_000, maxWait: 20_000 },
  );
  return true;
}
