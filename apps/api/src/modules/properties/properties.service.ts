// Property rules shared by registration, the taxpayer screens and the client's own properties.
import { FORM_TYPES, LEVELS, PERMISSIONS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { PropertyInput } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { accountOwnerId, hasPermission, isStaff } from '../../middleware/auth.ts';
import { newCrypt, nextPropertyCode } from '../billing/index.ts';
import { presentProperty, propertyInclude } from './property.presenter.ts';

/**
 * Creates a property for a user inside the caller's transaction, with its unique visible code.
 * `parentOwnerId`: the parent must belong to that account (a taxpayer hangs properties only under
 * its own); staff, who may hang a taxpayer's property under another's, leave it out.
 */
export async function createPropertyTx(tx: Tx, userId: number, p: PropertyInput, opts: { secondary?: boolean; parentOwnerId?: number } = {}) {
  const activity = await tx.economicActivity.findFirst({ where: { id: p.economic_activity_id, deleted_at: null } });
  if (!activity) throw unprocessable(MSG.properties.allDataRequired);
  if (activity.property_type_id && activity.property_type_id !== p.property_type_id) {
    throw unprocessable(MSG.server.invalidData);
  }
  if (p.parent_id) {
    const own = opts.parentOwnerId === undefined ? {} : { user_id: opts.parentOwnerId };
    const parent = await tx.property.findFirst({ where: { id: p.parent_id, deleted_at: null, ...own }, select: { status: true } });
    // another taxpayer's property answers exactly like a missing one: which ids exist stays unknown
    if (!parent && opts.parentOwnerId !== undefined) throw notFound(MSG.server.notFound);
    // a disincorporated property takes no new children (as with the parent-by-code rule)
    if (parent?.status !== 1) throw unprocessable(MSG.taxpayers.parentError);
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

// ---- the taxpayer's own properties ('Inmuebles')

export function propertiesService(ctx: AppContext) {
  const { db } = ctx;

  /** A property the caller may act on: its own account's, or any for staff with view-clients. */
  async function reachable(session: SessionUser, id: number) {
    const p = await db.property.findFirst({ where: { id, deleted_at: null }, include: propertyInclude });
    const ownerId = accountOwnerId(session);
    // another taxpayer's property answers exactly like a missing one: nothing is revealed
    if (!p || (p.user_id !== ownerId && !(isStaff(session) && hasPermission(session, PERMISSIONS.VIEW_CLIENTS)))) throw notFound(MSG.server.notFound);
    return p;
  }

  async function listOwn(userId: number, page?: number) {
    const args = pageArgs(page);
    const where = { user_id: userId, deleted_at: null };
    const [rows, total] = await Promise.all([
      db.property.findMany({ where, include: propertyInclude, orderBy: { code: 'asc' }, skip: args.skip, take: args.take }),
      db.property.count({ where }),
    ]);
    return { properties: paged(rows.map(presentProperty), total, args) };
  }

  async function viewOwn(session: SessionUser, id: number) {
    return { property: presentProperty(await reachable(session, id)) };
  }

  async function activities(propertyTypeId?: number) {
    const rows = await db.economicActivity.findMany({
      where: { deleted_at: null, ...(propertyTypeId ? { OR: [{ property_type_id: propertyTypeId }, { property_type_id: null }] } : {}) },
      select: { id: true, code: true, name: true, property_type_id: true },
      orderBy: { code: 'asc' },
    });
    return { economic_activities: rows };
  }

  async function createOwn(session: SessionUser, userId: number, input: PropertyInput) {
    const owner = await db.user.findFirst({ where: { id: userId, level_id: LEVELS.CLIENT, deleted_at: null }, select: { id: true } });
    if (!owner) throw isStaff(session) ? unprocessable(MSG.server.invalidData) : notFound(MSG.server.notFound);
    const created = await db.$transaction(async (tx) => {
      const p = await createPropertyTx(tx, userId, input, { parentOwnerId: isStaff(session) ? undefined : userId });
      if (isStaff(session)) {
        await writeAudit(tx, 'property.created', { value_id: p.id, user_id: session.id, property_id: p.id, new: p });
      }
      return tx.property.findUniqueOrThrow({ where: { id: p.id }, include: propertyInclude });
    });
    if (isStaff(session)) ctx.emit('users', { action: 'update', user_id: userId }, 'staff');
    return { message: MSG.properties.created, property: presentProperty(created) };
  }

  /** Use, type and economic activity stay as they are unless staff hold edit-economic-activity. */
  async function editOwn(session: SessionUser, input: PropertyInput) {
    if (!input.id) throw unprocessable(MSG.server.invalidData);
    const before = await reachable(session, input.id);
    const mayReclassify = isStaff(session) && hasPermission(session, PERMISSIONS.EDIT_ECONOMIC_ACTIVITY);
    const updated = await db.$transaction(async (tx) => {
      const after = await tx.property.update({
        where: { id: before.id },
        data: {
          ...(mayReclassify
            ? { property_use_id: input.property_use_id!, property_type_id: input.property_type_id!, economic_activity_id: input.economic_activity_id! }
            : {}),
          owner: input.owner,
          nic: input.nic ?? null,
          catastral_id: input.catastral_id ?? null,
          license: input.license ?? null,
          zone: input.zone ?? null,
          street: input.street ?? null,
          house_number: input.house_number ?? null,
          floor: input.floor ?? null,
          size: input.size!,
          reference: input.reference ?? null,
          quantity_houses: input.quantity_houses ?? before.quantity_houses,
          date: input.date ? new Date(`${input.date}T00:00:00Z`) : before.date,
          vba_number: input.vba_number ?? null,
        },
        include: propertyInclude,
      });
      if (isStaff(session)) {
        await writeAudit(tx, 'property.updated', {
          value_id: before.id,
          user_id: session.id,
          property_id: before.id,
          old: presentProperty(before),
          new: presentProperty(after),
        });
      }
      return after;
    });
    return { message: MSG.properties.created, property: presentProperty(updated) };
  }

  /** A property with notices, bills or child properties cannot be deleted ('No es posible eliminar'). */
  async function deleteOwn(session: SessionUser, id: number) {
    const p = await reachable(session, id);
    const [notices, bills, childs] = await Promise.all([
      db.notice.count({ where: { property_id: id } }),
      db.bill.count({ where: { property_id: id } }),
      db.property.count({ where: { parent_id: id, deleted_at: null } }),
    ]);
    if (notices || bills || childs) throw unprocessable(MSG.properties.cannotDelete);
    await db.$transaction(async (tx) => {
      await tx.property.update({ where: { id }, data: { deleted_at: new Date() } });
      if (isStaff(session)) {
        await writeAudit(tx, 'property.deleted', { value_id: id, user_id: session.id, property_id: id, old: presentProperty(p) });
      }
    });
    return { message: MSG.properties.deleted };
  }

  return { listOwn, viewOwn, activities, createOwn, editOwn, deleteOwn };
}
