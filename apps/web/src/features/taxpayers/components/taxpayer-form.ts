// Form values of the taxpayer screens (create, edit, add property, child property): the empty
// parts and the parts filled from what admin/clients/get-user sends.
import type { ClientDetail, PropertyDetail } from '../api/clients.ts';

export const EMPTY_CLIENT = {
  name: '',
  lastname: '',
  username: '',
  document_type_id: '1',
  document: '',
  retention: 0,
  email: '',
  phone_code: '0414',
  phone: '',
  fiscal_address: '',
  note: '',
  emails: [] as string[],
  phones: [] as { phone_code: string; phone: string }[],
  password: '',
  password_confirmation: '',
};

export const EMPTY_PROPERTY = {
  property_use_id: '',
  property_type_id: '',
  economic_activity_id: '',
  nic: '',
  catastral_id: '',
  license: '',
  zone: '',
  street: '',
  house_number: '',
  floor: '',
  size: '',
  reference: '',
  quantity_houses: '',
  date: '',
  owner: 1,
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The client part filled with the taxpayer's data; the password stays blank (kept unless typed). */
export function clientValues(u: ClientDetail): typeof EMPTY_CLIENT {
  return {
    ...EMPTY_CLIENT,
    name: text(u.name),
    lastname: text(u.lastname),
    username: text(u.username),
    document_type_id: text(u.document_type_id) || '1',
    document: text(u.document),
    retention: u.retention ?? 0,
    email: text(u.email),
    phone_code: text(u.phone_code),
    phone: text(u.phone),
    fiscal_address: text(u.fiscal_address),
    note: text(u.note),
    emails: (u.emails ?? []).map((e) => e.email),
    phones: (u.phones ?? []).map((p) => ({ phone_code: text(p.phone_code), phone: text(p.phone) })),
  };
}

/** The property part filled with one property (its id included, so the save is an edit). */
export function propertyValues(p: PropertyDetail) {
  const filled = Object.fromEntries(Object.keys(EMPTY_PROPERTY).map((k) => [k, text((p as unknown as Record<string, unknown>)[k])]));
  return { ...EMPTY_PROPERTY, ...filled, owner: p.owner ?? 1, id: p.id };
}
