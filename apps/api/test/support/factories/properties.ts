// Properties: a valid property of a taxpayer, with its code from the portal's own counter and an
// economic activity of the property's type.
import type { Prisma } from '@aseo/db/client';
import { FORM_TYPES, PROPERTY_TYPE, PROPERTY_USE, SERVICE_TYPE } from '@aseo/shared/constants';
import { newCrypt, nextPropertyCode } from '../../../src/modules/billing/index.ts';
import type { TestPortal } from '../portal.ts';
import type { Overrides } from './types.ts';
import { uniq } from './users.ts';

/**
 * An economic activity of the given property type: the first one already there (the demo's
 * C001/R001/…, when the file seeded them), else a new one with prices for both service types.
 */
export async function activityFor(portal: TestPortal, propertyTypeId: number) {
  const db = portal.ctx.db;
  const found = await db.economicActivity.findFirst({ where: { property_type_id: propertyTypeId, deleted_at: null }, orderBy: { id: 'asc' } });
  if (found) return found;
  return db.economicActivity.create({
    data: {
      code: uniq('T').slice(0, 20),
      name: 'Actividad de prueba',
      short: 'Prueba',
      property_type_id: propertyTypeId,
      size: '100',
      prices: {
        create: [
          { service_type_id: SERVICE_TYPE.CLEAN, commercial_factor: '2.0000', additional_coefficient: '0.0100', adjustment_factor: '1.0000' },
          { service_type_id: SERVICE_TYPE.RDS, commercial_factor: '1.0000', additional_coefficient: '0.0050', adjustment_factor: '1.0000' },
        ],
      },
    },
  });
}

export type PropertyOverrides = Overrides<Prisma.PropertyUncheckedCreateInput> & { user_id: number };

/** A commercial property (type 1, use individual, 120 m², obligation since 2026-01-01) unless overridden. */
export async function buildProperty(portal: TestPortal, overrides: PropertyOverrides) {
  const typeId = overrides.property_type_id ?? PROPERTY_TYPE.COMMERCIAL;
  const activityId = overrides.economic_activity_id ?? (await activityFor(portal, typeId)).id;
  return portal.ctx.db.$transaction(async (tx) =>
    tx.property.create({
      data: {
        code: await nextPropertyCode(tx),
        crypt: newCrypt(),
        property_type_id: typeId,
        property_use_id: PROPERTY_USE.INDIVIDUAL,
        economic_activity_id: activityId,
        type_form: typeId === PROPERTY_TYPE.COMMERCIAL ? FORM_TYPES.COMERCIAL : FORM_TYPES.ESTATE,
        zone: 'Centro',
        street: 'Calle Principal',
        house_number: '1',
        size: '120.00',
        date: new Date('2026-01-01T00:00:00Z'),
        ...overrides,
      },
    }),
  );
}
