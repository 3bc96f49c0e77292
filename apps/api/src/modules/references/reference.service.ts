// Reference lists for the registration and client forms (auth/document-types, auth/phone-codes).
import { PHONE_CODES } from '@aseo/shared/constants';
import type { AppContext } from '../../context.ts';

export function referenceService({ db }: AppContext) {
  async function registrationReferences() {
    const [document_types, economic_activities, property_types, property_uses] = await Promise.all([
      db.documentType.findMany({ orderBy: { id: 'asc' } }),
      db.economicActivity.findMany({
        where: { deleted_at: null },
        select: { id: true, code: true, name: true, short: true, property_type_id: true, tax_free: true },
        orderBy: { code: 'asc' },
      }),
      db.propertyType.findMany({ orderBy: { id: 'asc' } }),
      db.propertyUse.findMany({ where: { selectable: 1 }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
    ]);
    return { codes: PHONE_CODES.map((code) => ({ id: code, name: code })), document_types, economic_activities, property_types, property_uses };
  }
  return { registrationReferences };
}
