// What a property looks like on the wire (admin/clients/get-user, properties/*): one presenter for
// the taxpayer screens and the client's own property screens.
import type { Prisma } from '@aseo/db/client';

export const propertyInclude = {
  use: { select: { id: true, name: true } },
  type: { select: { id: true, name: true } },
  economic_activity: { select: { id: true, code: true, name: true, short: true } },
} satisfies Prisma.PropertyInclude;
export type PropertyRow = Prisma.PropertyGetPayload<{ include: typeof propertyInclude }>;

export function presentProperty(p: PropertyRow) {
  return {
    id: p.id,
    user_id: p.user_id,
    code: p.code,
    owner: p.owner,
    property_use_id: p.property_use_id,
    property_type_id: p.property_type_id,
    economic_activity_id: p.economic_activity_id,
    nic: p.nic,
    catastral_id: p.catastral_id,
    license: p.license,
    date: p.date ? p.date.toISOString().slice(0, 10) : null,
    vba_number: p.vba_number,
    zone: p.zone,
    street: p.street,
    house_number: p.house_number,
    floor: p.floor,
    size: p.size.toString(),
    reference: p.reference,
    quantity_houses: p.quantity_houses,
    type_form: p.type_form,
    parent_id: p.parent_id,
    secondary: p.secondary,
    status: p.status,
    wasSent: p.was_sent,
    canBeSent: p.can_be_sent,
    disincorporate: p.disincorporate,
    disincorporated_at: p.disincorporated_at?.toISOString() ?? null,
    notification_date: p.notification_date?.toISOString() ?? null,
    use: p.use,
    type: p.type,
    economic_activity: p.economic_activity,
  };
}
export type PresentedProperty = ReturnType<typeof presentProperty> & { childs: PresentedProperty[] };

/** Properties as a tree (parent → childs), roots first by code. */
export function propertyTree(rows: PropertyRow[]): PresentedProperty[] {
  const nodes = new Map<number, PresentedProperty>(rows.map((r) => [r.id, { ...presentProperty(r), childs: [] }]));
  const roots: PresentedProperty[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id ? nodes.get(n.parent_id) : undefined;
    (parent ? parent.childs : roots).push(n);
  }
  return roots;
}
