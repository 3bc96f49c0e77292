// Property rules shared by registration, the taxpayer screens and the client's own properties.
import { newCrypt, nextPropertyCode } from '@aseo/db/seed';
import { FORM_TYPES } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { PropertyInput } from '@aseo/shared/schemas';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';

/** Creates a property for a user inside the caller's transaction, with its unique visible code. */
export async function createPropertyTx(tx: Tx, userId: number, p: PropertyInput, opts: { secondary?: boolean } = {}) {
  const activity = await tx.economicActivity.findFirst({ where: { id: p.economic_activity_id, deleted_at: null } });
  if (!activity) throw unprocessable(MSG.properties.allDataRequired);
  if (activity.property_type_id && activity.property_type_id !== p.property_type_id) {
    throw unprocessable(MSG.server.invalidData);
  }
  if (p.parent_id) {
    const parent = await tx.property.findFirst({ where: { id: p.parent_id, deleted_at: null } });
    if (!parent) throw unprocessable(MSG.taxpayers.parentError);
  }
  return tx.property.create({
    data: {
      user_id: userId,
      code: await nextPropertyCode(tx),
      crypt: newCrypt(),
      owner: p.owner,
      property_use_id: p.property_use_id!,
      property_type_id: p.property_type_id!,
      economic_activity_id: p.economic_activity_id!,
      nic: p.nic ?? null,
      catastral_id: p.catastral_id ?? null,
      license: p.license ?? null,
      zone: p.zone ?? null,
      street: p.street ?? null,
      house_number: p.house_number ?? null,
      floor: p.floor ?? null,
      size: p.size!,
      reference: p.reference ?? null,
      quantity_houses: p.quantity_houses ?? 1,
      date: p.date ? new Date(`${p.date}T00:00:00Z`) : null,
      vba_number: p.vba_number ?? null,
      parent_id: p.parent_id ?? null,
      secondary: opts.secondary ? 1 : 0,
      type_form: opts.secondary ? FORM_TYPES.COMERCIAL : p.type_form,
    },
  });
}
