// Bank account form (000 section 5): owner, bank, document type, document, number, phone, type.
import { checkDocumentLength, digits, formObject, id, requiredText } from './common.ts';

export const bankAccountSchema = formObject({
  name: requiredText(undefined, 150),
  bank_id: id(),
  document_type_id: id(),
  document: digits(), // its length is checked by type
  number: digits(undefined, 30),
  phone: digits(undefined, 20),
  account_type_id: id(),
}).superRefine(checkDocumentLength);
