// Reference codes of both documents (000 sections 3 and 9, 001 section 9). Names the spec does
// not give are marked "ours".
import { labelsFrom } from './lookup.ts';

export const DOCUMENT_TYPE = { V: 1, E: 2, J: 3, G: 4 } as const;
export const DOCUMENT_TYPES = [
  { id: 1, code: 'V', prefix: 'V-', maxLength: 8 },
  { id: 2, code: 'E', prefix: 'E-', maxLength: 20 },
  { id: 3, code: 'J', prefix: 'J-', maxLength: 9 },
  { id: 4, code: 'G', prefix: 'G-', maxLength: 9 },
] as const;

/** Maximum document length for a type; 0 when no type is chosen (000 section 5). */
export function documentMaxLength(typeId: number | string | null | undefined): number {
  return DOCUMENT_TYPES.find((d) => d.id === Number(typeId))?.maxLength ?? 0;
}

export const RETENTION = { NO: 0, YES: 1, PROFORMA: 2 } as const;
export const RETENTION_LABELS = { 0: 'No', 1: 'Si', 2: 'Proforma' } as const;
/** The retention choice appears only for document type J. */
export const showRetention = (documentTypeId: number | string | null | undefined) => Number(documentTypeId) === DOCUMENT_TYPE.J;
/** Payments list column "special taxpayer" (SI/NO by retention). */
export const SPECIAL_TAXPAYER_LABELS = { 1: 'SI', 0: 'NO' } as const;
/** SI only for a retention agent (ours: a proforma client is not one). */
export const specialTaxpayerLabel = (retention: number | null | undefined) => SPECIAL_TAXPAYER_LABELS[retention === RETENTION.YES ? 1 : 0];

export const PROPERTY_TYPE = { COMMERCIAL: 1, RESIDENTIAL: 2, INDUSTRIAL: 3, GOVERNMENT: 4 } as const;
export const PROPERTY_TYPES = [
  { id: 1, name: 'Comercial' },
  { id: 2, name: 'Residencial' },
  { id: 3, name: 'Industrial' },
  { id: 4, name: 'Gubernamental' },
] as const;
export const PROPERTY_TYPE_LABELS = labelsFrom(PROPERTY_TYPES);

export const PROPERTY_USE = { INDIVIDUAL: 1, CONDOMINIUM: 2, SHOPPING_CENTER: 3, OTHERS: 4 } as const;
export const PROPERTY_USES = [
  { id: 1, name: 'Individual' },
  { id: 2, name: 'Condominio' },
  { id: 3, name: 'Centro Comercial' },
  { id: 4, name: 'Otro' },
] as const;
export const PROPERTY_USE_LABELS = labelsFrom(PROPERTY_USES);
/** The use 'Otro' is hidden from choices. */
export const SELECTABLE_PROPERTY_USES = PROPERTY_USES.filter((u) => u.id !== PROPERTY_USE.OTHERS);

export const FORM_TYPES = { COMERCIAL: 'COMERCIAL', ESTATE: 'ESTATE' } as const;
export type FormType = (typeof FORM_TYPES)[keyof typeof FORM_TYPES];

export const PAYMENT_METHOD = { CASH: 1, TRANSFER: 2, CREDIT: 3, DEBIT: 4, DEPOSIT: 5 } as const;
/** Names 3–5 are ours. */
export const PAYMENT_METHODS = [
  { id: 1, name: 'Efectivo' },
  { id: 2, name: 'Transferencia' },
  { id: 3, name: 'Tarjeta de crédito' },
  { id: 4, name: 'Tarjeta de débito' },
  { id: 5, name: 'Depósito' },
] as const;
export const PAYMENT_METHOD_LABELS = labelsFrom(PAYMENT_METHODS);

/**
 * What a taxpayer may declare itself (DOMAIN "Who may declare what"): transfers and deposits, each with
 * bank, reference, date and voucher file; cash and cards are taken only at a desk, by staff.
 */
export const CLIENT_PAYMENT_METHODS: readonly number[] = [PAYMENT_METHOD.TRANSFER, PAYMENT_METHOD.DEPOSIT];
export const clientPaymentMethods = () => PAYMENT_METHODS.filter((m) => CLIENT_PAYMENT_METHODS.includes(m.id));

/** Clients do not see the debit method, nor does the retention upload modal (001 section 5). */
export function paymentMethodChoices(opts: { client?: boolean; retentionModal?: boolean } = {}) {
  const hideDebit = Boolean(opts.client || opts.retentionModal);
  return PAYMENT_METHODS.filter((m) => !(hideDebit && m.id === PAYMENT_METHOD.DEBIT));
}

export const SERVICE_TYPE = { CLEAN: 1, RDS: 2 } as const;
export const SERVICE_TYPES = [
  { id: 1, name: 'Aseo' },
  { id: 2, name: 'Disposición' },
] as const;
export const SERVICE_TYPE_LABELS = labelsFrom(SERVICE_TYPES);

/** Invoice lines of the cash desk. */
export const CASH_TYPE = { PAYMENTS: 1, FINES: 2, SERVICES: 3, CONVENTIONS: 4 } as const;
/** Type column of the invoice detail: Deuda / Multa / Servicio (Convenio is ours). */
export const CASH_TYPE_LABELS = { 1: 'Deuda', 2: 'Multa', 3: 'Servicio', 4: 'Convenio' } as const;

export const FINE_TYPE = { FINE: 1, INTEREST: 2 } as const;
export const FINE_TYPES = [
  { id: 1, name: 'Multa' },
  { id: 2, name: 'Intereses' },
] as const;
export const FINE_TYPE_LABELS = labelsFrom(FINE_TYPES);

/** Institution names are ours; 2 is the municipality and the default. */
export const INSTITUTIONS = [
  { id: 1, name: 'Institución 1' },
  { id: 2, name: 'Alcaldía' },
] as const;
export const DEFAULT_INSTITUTION = 2;

/** Bank account types (ours). */
export const ACCOUNT_TYPES = [
  { id: 1, name: 'Corriente' },
  { id: 2, name: 'Ahorro' },
] as const;

export const MOBILE_PHONE_CODES = ['0412', '0414', '0416', '0422', '0424', '0426'] as const;
/** Venezuelan mobile and common landline area codes. */
export const PHONE_CODES = [
  ...MOBILE_PHONE_CODES,
  '0212',
  '0234',
  '0235',
  '0238',
  '0239',
  '0241',
  '0242',
  '0243',
  '0244',
  '0245',
  '0246',
  '0247',
  '0248',
  '0251',
  '0252',
  '0253',
  '0254',
  '0255',
  '0256',
  '0257',
  '0258',
  '0259',
  '0261',
  '0262',
  '0263',
  '0264',
  '0265',
  '0266',
  '0267',
  '0268',
  '0269',
  '0271',
  '0272',
  '0273',
  '0274',
  '0275',
  '0276',
  '0277',
  '0278',
  '0281',
  '0282',
  '0283',
  '0285',
  '0286',
  '0287',
  '0288',
  '0291',
  '0292',
  '0293',
  '0294',
  '0295',
] as const;

/** Global value keys (tariffs modals; DOMAIN "Money"). */
export const GLOBAL_VALUE_KEYS = ['conversion_dolar', 'conversion_petro', 'iva', 'retention', 'bankInterest'] as const;
export type GlobalValueKey = (typeof GLOBAL_VALUE_KEYS)[number];
/** VAT % (also the new cash desk's fixed 16 %) and retention % of the VAT. */
export const DEFAULT_IVA = 16;
export const DEFAULT_RETENTION = 75;
