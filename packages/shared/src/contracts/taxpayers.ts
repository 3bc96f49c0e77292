// 'Contribuyentes' as staff manage them (000 section 7 "Taxpayers (admin)").
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { rateText } from '../money/wire.ts';
import {
  clientCreateFormSchema,
  clientDetailQuery,
  clientListQuery,
  clientUpdateSchema,
  clientValidateSchema,
  formObject,
  id,
  propertySearchQuery,
  retentionRequestDecision,
  statusChangeSchema,
} from '../schemas/index.ts';
import { MSG } from '../messages/index.ts';
import { defineCall } from './define.ts';
import { readOneFile } from './uploads.ts';
import { fileResponse, messageResponse, noInput, page } from './common.ts';
import { presentedClient } from './auth.ts';
import { propertyDetail, propertyNode } from './properties.ts';
import { registrationReferences } from './references.ts';

const int = () => z.number().int();

const clientRow = presentedClient.extend({ properties_count: int() });

const activityRef = z.object({ id: int(), code: z.string(), name: z.string() });

/** The properties of the taxpayer in the pickers of the row modals. */
const secondaryProperty = z.object({
  id: int(),
  code: z.string(),
  parent_id: int().nullable(),
  status: int(),
  economic_activity_id: int(),
  property_type_id: int(),
});

const foundProperty = z.object({
  id: int(),
  code: z.string(),
  user_id: int(),
  owner_name: z.string(),
  economic_activity: z.object({ code: z.string(), name: z.string() }),
  status: int(),
  parent_id: int().nullable(),
});

const saved = messageResponse.extend({ client: presentedClient });

/** What import/excel read: the rows imported and those refused with their reason (also in its 422 when none was imported). */
const importResult = messageResponse.extend({
  imported: z.array(z.object({ row: int(), username: z.string(), code: z.string() })),
  refused: z.array(z.object({ row: int(), error: z.string() })),
});

const view = { kind: 'staff', permission: P.VIEW_CLIENTS } as const;
const change = { kind: 'staff', permission: P.CREATE_CLIENTS } as const;
const remove = { kind: 'staff', permission: P.DELETE_CLIENTS } as const;
const tags = ['users'] as const;

export const taxpayersCalls = {
  list: defineCall({
    id: 'taxpayers.list',
    summary: 'Contribuyentes paginados y filtrados (estatus, actividad económica, búsqueda), con la conversión UCD y las actividades',
    methods: ['POST', 'GET'],
    path: '/admin/clients/get',
    access: view,
    request: clientListQuery,
    response: z.object({
      users: page(clientRow),
      conversion_petro: z.object({ amount: rateText.nullable() }),
      economic_activities: z.array(activityRef),
      /** Taxpayers whose retention request waits for staff, whatever the filters (the list's badge). */
      retention_requests: int(),
    }),
    tags,
  }),
  get: defineCall({
    id: 'taxpayers.get',
    summary: 'Un contribuyente con su árbol de inmuebles, el inmueble pedido y las listas de referencia',
    methods: ['POST', 'GET'],
    path: '/admin/clients/get-user',
    access: view,
    request: clientDetailQuery,
    response: registrationReferences.extend({
      user: presentedClient.extend({ properties: z.array(propertyNode) }),
      property: propertyDetail.nullable(),
      secondary_properties: z.array(secondaryProperty),
    }),
    tags,
  }),
  documentTypes: defineCall({
    id: 'taxpayers.document-types',
    summary: 'Listas de referencia del formulario de contribuyente',
    methods: ['POST', 'GET'],
    path: '/admin/clients/document-types',
    access: view,
    request: noInput,
    response: registrationReferences,
    tags,
  }),
  validate: defineCall({
    id: 'taxpayers.validate',
    summary: 'Valida la parte del contribuyente del formulario (crear, editar con id o propiedad hija con is_child)',
    methods: ['POST'],
    path: '/admin/clients/validate',
    access: change,
    request: clientValidateSchema,
    response: z.object({ result: z.literal(true) }),
  }),
  create: defineCall({
    id: 'taxpayers.create',
    summary: 'Crea un contribuyente con su primer inmueble, o agrega una propiedad hija (is_child)',
    methods: ['POST'],
    path: '/admin/clients/create',
    access: change,
    request: clientCreateFormSchema,
    response: saved,
    tags,
  }),
  edit: defineCall({
    id: 'taxpayers.edit',
    summary: 'Modifica los datos de un contribuyente',
    methods: ['POST'],
    path: '/admin/clients/edit',
    access: change,
    request: clientUpdateSchema,
    response: saved,
    tags,
  }),
  confirmRetention: defineCall({
    id: 'taxpayers.retention-confirm',
    summary: 'Confirma la retención que el contribuyente solicitó al registrarse (pasa a ser su retención)',
    methods: ['POST'],
    path: '/admin/clients/retention/confirm',
    access: change,
    request: retentionRequestDecision,
    response: saved,
    tags,
  }),
  refuseRetention: defineCall({
    id: 'taxpayers.retention-refuse',
    summary: 'Rechaza la retención que el contribuyente solicitó al registrarse (sigue facturándose como No)',
    methods: ['POST'],
    path: '/admin/clients/retention/refuse',
    access: change,
    request: retentionRequestDecision,
    response: saved,
    tags,
  }),
  status: defineCall({
    id: 'taxpayers.status',
    summary: 'Activa o desactiva un contribuyente',
    methods: ['POST'],
    path: '/admin/clients/status',
    access: remove,
    request: statusChangeSchema,
    response: messageResponse,
    tags,
  }),
  remove: defineCall({
    id: 'taxpayers.delete',
    summary: 'Elimina un contribuyente (sus sesiones terminan)',
    methods: ['POST'],
    path: '/admin/clients/delete',
    access: remove,
    request: formObject({ id: id() }),
    response: messageResponse,
    tags,
  }),
  searchProperties: defineCall({
    id: 'taxpayers.search-properties',
    summary: 'Hasta 20 inmuebles cuyo código empieza por la búsqueda (autocompletado del código padre)',
    methods: ['POST', 'GET'],
    path: '/admin/clients/get/properties',
    access: view,
    request: propertySearchQuery,
    response: z.object({ properties: z.array(foundProperty) }),
    tags: ['properties'],
  }),
  pdf: defineCall({
    id: 'taxpayers.pdf',
    summary: 'Ficha del contribuyente en PDF',
    methods: ['GET'],
    path: '/admin/clients/download/:id',
    access: view,
    request: formObject({ id: id(MSG.server.invalidData) }),
    response: fileResponse,
    responseKind: 'file',
  }),
  excel: defineCall({
    id: 'taxpayers.excel',
    summary: 'Contribuyentes con los filtros de la lista, en Excel',
    methods: ['GET'],
    path: '/admin/clients/excel',
    access: view,
    request: clientListQuery,
    response: fileResponse,
    responseKind: 'file',
  }),
  importExcel: defineCall({
    id: 'taxpayers.import',
    summary: 'Importa contribuyentes con sus inmuebles desde un .xlsx (una fila por contribuyente e inmueble)',
    methods: ['POST'],
    path: '/admin/clients/import/excel',
    access: change,
    // the parser takes the file out of the body (the handler reads it from `uploads`); named so a caller may send it
    request: formObject({ file: z.unknown().optional() }),
    body: 'multipart',
    upload: readOneFile,
    response: importResult,
    tags,
  }),
  importTemplate: defineCall({
    id: 'taxpayers.import-template',
    summary: 'Plantilla .xlsx de la importación de contribuyentes',
    methods: ['GET'],
    path: '/admin/clients/import/template',
    access: change,
    request: noInput,
    response: fileResponse,
    responseKind: 'file',
  }),
} as const;
