// 'Tarifas' (000 section 7 "Tariffs", "Discounts"): economic activities with their prices, the
// global values with dated history, and the discounts by activity.
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { bsText, percentText, rateText, ucdText } from '../money/index.ts';
import {
  activityViewSchema,
  discountSchema,
  economicActivityEditSchema,
  exchangeRateSchema,
  formObject,
  id,
  pageQuery,
  percentageSchema,
} from '../schemas/index.ts';
import { MSG } from '../messages/index.ts';
import { defineCall } from './define.ts';
import { dateTime, decimalWire, fileResponse, messageResponse, named, page } from './common.ts';

const price = z.object({
  service_type_id: z.number().int(),
  service_type: named,
  commercial_factor: decimalWire(),
  additional_coefficient: decimalWire(),
  adjustment_factor: decimalWire(),
});

export const economicActivity = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  short: z.string().nullable(),
  property_type_id: z.number().int().nullable(),
  size: decimalWire(),
  tax_free: z.number().int(),
  prices: z.array(price),
});
export type EconomicActivity = z.infer<typeof economicActivity>;

/** A rate or a percentage in force, null when never set. */
const rate = z.object({ amount: rateText.nullable() });
const percent = z.object({ amount: percentText.nullable() });

/** The worked example of the view: a property of `size` m² pays fee + VAT = total UCD = total_bs Bs. */
const example = z.object({
  service_type_id: z.number().int(),
  size: z.string(),
  fee: ucdText,
  iva: ucdText,
  exempt: ucdText,
  total: ucdText,
  total_bs: bsText,
});

const historyRow = z.object({
  id: z.number().int(),
  amount: z.union([percentText, rateText]),
  valid_from: dateTime(),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});

export const discount = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: percentText,
  start_date: z.string(),
  expire_date: z.string(),
  description: z.string().nullable(),
  items: z.array(z.number().int()),
  economic_activities: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type Discount = z.infer<typeof discount>;

const discountId = formObject({ id: id(MSG.server.invalidData) });

const base = '/admin/economic-activities';
/** Under 'tariffs': the real-time rate event refreshes every tariff query. */
const tags = ['tariffs'] as const;
const discountTags = ['tariffs', 'discounts'] as const;

export const tariffsCalls = {
  list: defineCall({
    id: 'tariffs.list',
    summary: 'Actividades económicas paginadas y filtradas, con sus precios, los tipos de servicio y los valores globales vigentes',
    methods: ['POST', 'GET'],
    path: base,
    access: { kind: 'staff', permission: P.VIEW_TARIFF },
    request: pageQuery,
    response: z.object({
      activities: page(economicActivity),
      types: z.array(named.loose()),
      conversion_dolar: rate,
      conversion_petro: rate,
      iva: percent,
      retention: percent,
      bankInterest: percent,
    }),
    tags,
  }),
  excel: defineCall({
    id: 'tariffs.excel',
    summary: 'Exporta a Excel las actividades económicas del filtro',
    methods: ['GET'],
    path: `${base}/excel`,
    access: { kind: 'staff', permission: P.VIEW_TARIFF },
    request: pageQuery,
    response: fileResponse,
    responseKind: 'file',
    tags,
  }),
  view: defineCall({
    id: 'tariffs.view',
    summary: 'Una actividad económica con un ejemplo del cálculo de su tarifa',
    methods: ['POST', 'GET'],
    path: `${base}/view`,
    access: { kind: 'staff', permission: P.VIEW_TARIFF },
    request: activityViewSchema,
    response: z.object({ activity: economicActivity, examples: z.array(example), conversion_petro: rate }),
    tags,
  }),
  edit: defineCall({
    id: 'tariffs.edit',
    summary: 'Modifica nombre, área máxima, exención de IVA y precios de una actividad económica',
    methods: ['POST'],
    path: `${base}/edit`,
    access: { kind: 'staff', permission: P.EDIT_TARIFF },
    request: economicActivityEditSchema,
    response: messageResponse.extend({ activity: economicActivity }),
    tags,
  }),
  editIva: defineCall({
    id: 'tariffs.edit-iva',
    summary: 'Fija un nuevo porcentaje del IVA',
    methods: ['POST'],
    path: `${base}/edit-iva`,
    access: { kind: 'staff', permission: P.EDIT_IVA },
    request: percentageSchema,
    response: messageResponse.extend({ iva: z.object({ amount: percentText }) }),
    tags,
  }),
  editRetention: defineCall({
    id: 'tariffs.edit-retention',
    summary: 'Fija un nuevo porcentaje de retención',
    methods: ['POST'],
    path: `${base}/edit-retention`,
    access: { kind: 'staff', permission: P.EDIT_RETENTION },
    request: percentageSchema,
    response: messageResponse.extend({ retention: z.object({ amount: percentText }) }),
    tags,
  }),
  editBankInterest: defineCall({
    id: 'tariffs.edit-bankInterest',
    summary: 'Fija un nuevo interés bancario',
    methods: ['POST'],
    path: `${base}/edit-bankInterest`,
    access: { kind: 'staff', permission: P.EDIT_INTEREST },
    request: percentageSchema,
    response: messageResponse.extend({ bankInterest: z.object({ amount: percentText }) }),
    tags,
  }),
  editDolar: defineCall({
    id: 'tariffs.edit-dolar',
    summary: 'Fija una nueva conversión Dólar - Bs',
    methods: ['POST'],
    path: `${base}/edit-dolar`,
    access: { kind: 'staff', permission: P.EDIT_DOLAR },
    request: exchangeRateSchema,
    response: messageResponse.extend({ conversion_dolar: z.object({ amount: rateText }) }),
    tags,
  }),
  editPetro: defineCall({
    id: 'tariffs.edit-petro',
    summary: 'Fija una nueva conversión UCD - Bs (avisa en vivo a los navegadores)',
    methods: ['POST'],
    path: `${base}/edit-petro`,
    access: { kind: 'staff', permission: P.EDIT_PETRO },
    request: exchangeRateSchema,
    response: messageResponse.extend({ conversion_petro: z.object({ amount: rateText }) }),
    tags,
  }),
  history: defineCall({
    id: 'tariffs.history',
    summary: 'Historial de un valor global, el más reciente primero (vacío para una clave desconocida)',
    methods: ['POST', 'GET'],
    path: `${base}/history/:key`,
    access: { kind: 'staff', permission: P.VIEW_TARIFF },
    request: formObject({ key: z.string() }),
    response: z.object({ history: z.array(historyRow) }),
    tags,
  }),

  discounts: defineCall({
    id: 'tariffs.discounts',
    summary: 'Descuentos por actividad económica, paginados',
    methods: ['GET'],
    path: '/admin/discounts',
    access: { kind: 'staff', permission: P.VIEW_DISCOUNT },
    request: pageQuery,
    response: z.object({ discounts: page(discount) }),
    tags: discountTags,
  }),
  createDiscount: defineCall({
    id: 'tariffs.discount-create',
    summary: 'Crea un descuento para una o más actividades económicas',
    methods: ['POST'],
    path: '/admin/discounts/create',
    access: { kind: 'staff', permission: P.CREATE_DISCOUNT },
    request: discountSchema,
    response: messageResponse.extend({ discount }),
    tags: discountTags,
  }),
  discount: defineCall({
    id: 'tariffs.discount',
    summary: 'Un descuento',
    methods: ['GET'],
    path: '/admin/discounts/:id',
    access: { kind: 'staff', permission: P.VIEW_DISCOUNT },
    request: discountId,
    response: z.object({ discount }),
    tags: discountTags,
  }),
  editDiscount: defineCall({
    id: 'tariffs.discount-edit',
    summary: 'Modifica un descuento',
    methods: ['PUT'],
    path: '/admin/discounts/:id',
    access: { kind: 'staff', permission: P.EDIT_DISCOUNT },
    request: z.intersection(discountId, discountSchema),
    response: messageResponse.extend({ discount }),
    tags: discountTags,
  }),
  deleteDiscount: defineCall({
    id: 'tariffs.discount-delete',
    summary: 'Elimina un descuento',
    methods: ['DELETE'],
    path: '/admin/discounts/:id',
    access: { kind: 'staff', permission: P.DELETE_DISCOUNT },
    request: discountId,
    response: messageResponse,
    tags: discountTags,
  }),
} as const;
