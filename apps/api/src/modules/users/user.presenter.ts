// Allow-list of the user fields sent out (spec section 3 "User / taxpayer" and "Logged-in user").
// Password hashes, token versions and reset codes never leave the server.
import { documentLabel, fullName, padId } from '@aseo/shared/format';
import { USER_STATUS_TEXT } from '@aseo/shared/constants';
import type { Prisma } from '@aseo/db/client';

export const userInclude = {
  emails: { select: { id: true, email: true }, orderBy: { id: 'asc' } },
  phones: { select: { id: true, phone_code: true, phone: true }, orderBy: { id: 'asc' } },
  permissions: { select: { action: { select: { code: true, module_id: true } } } },
} satisfies Prisma.UserInclude;

export type UserWithRelations = Prisma.UserGetPayload<{ include: typeof userInclude }>;

/** What `presentUser` reads: a Prisma row with `userInclude`. */
export type PresentableUser = Pick<
  UserWithRelations,
  | 'id'
  | 'level_id'
  | 'user_id'
  | 'username'
  | 'name'
  | 'lastname'
  | 'business_name'
  | 'email'
  | 'phone_code'
  | 'phone'
  | 'document_type_id'
  | 'document'
  | 'fiscal_address'
  | 'retention'
  | 'note'
  | 'box'
  | 'status'
  | 'verified'
  | 'emails'
  | 'phones'
  | 'permissions'
> & { created_at: Date | string };

export function presentUser(u: PresentableUser) {
  return {
    id: u.id,
    number_format: padId(u.id),
    level_id: u.level_id,
    user_id: u.user_id,
    username: u.username,
    name: u.name,
    lastname: u.lastname,
    business_name: u.business_name,
    full_name: fullName(u.name, u.lastname),
    email: u.email,
    phone_code: u.phone_code,
    phone: u.phone,
    full_phone: [u.phone_code, u.phone].filter(Boolean).join('-'),
    document_type_id: u.document_type_id,
    document: u.document,
    full_document: u.document_type_id && u.document ? documentLabel(u.document_type_id, u.document) : u.document,
    fiscal_address: u.fiscal_address,
    retention: u.retention,
    note: u.note,
    box: u.box,
    status: u.status,
    status_text: USER_STATUS_TEXT[u.status as keyof typeof USER_STATUS_TEXT] ?? '',
    verified: u.verified,
    created_at: u.created_at,
    emails: u.emails,
    phones: u.phones,
    permissions: u.permissions.map((p) => ({ code: p.action.code, module_id: p.action.module_id })),
  };
}

/** A user as it is sent out. */
export type PresentedUser = ReturnType<typeof presentUser>;
