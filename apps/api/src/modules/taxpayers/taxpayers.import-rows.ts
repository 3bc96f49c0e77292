// Saving an import row twice: what "the same property" means, and the message of a unique
// violation met while saving a row (a race with another import or a form).
import { MSG } from '@aseo/shared/messages';
import type { PropertyInput } from '@aseo/shared/schemas';
import type { Tx } from '../../db.ts';
import { iEquals } from '../../lib/search.ts';

/**
 * Importing a sheet again must not add its properties again. The same property is, on the same
 * taxpayer's account (not deleted): the one with the row's catastral id, else with its NIC, else
 * the one with the same type, use, activity, address (zone, street, house number, floor), parent
 * and size. Texts compare without letter case; an empty cell matches only an empty field.
 */
export function samePropertyOf(tx: Tx, userId: number, p: PropertyInput) {
  const text = (v: string | undefined) => (v ? iEquals(v) : null);
  const where = p.catastral_id
    ? { catastral_id: text(p.catastral_id) }
    : p.nic
      ? { nic: text(p.nic) }
      : {
          property_type_id: p.property_type_id,
          property_use_id: p.property_use_id,
          economic_activity_id: p.economic_activity_id,
          zone: text(p.zone),
          street: text(p.street),
          house_number: text(p.house_number),
          floor: text(p.floor),
          parent_id: p.parent_id ?? null,
          size: p.size,
        };
  return tx.property.findFirst({ where: { user_id: userId, deleted_at: null, ...where }, select: { code: true }, orderBy: { id: 'asc' } });
}

/** A unique violation's message by the index it names (Prisma's P2002 `meta`, as JSON text). */
export const importUniqueMessage = (target: string) =>
  target.includes('username') ? MSG.server.usernameTaken : target.includes('document_type_id') ? MSG.server.documentTaken : MSG.server.duplicate;
