// The reference lists of the registration and client forms (000 section 7 "Auth and profile":
// auth/document-types and auth/phone-codes answer the same lists).
import { z } from 'zod';
import { defineCall } from './define.ts';
import { named, noInput } from './common.ts';

export const registrationReferences = z.object({
  codes: z.array(z.object({ id: z.string(), name: z.string() })),
  document_types: z.array(z.object({ id: z.number().int(), name: z.string(), prefix: z.string(), max_length: z.number().int() }).loose()),
  economic_activities: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      short: z.string().nullable(),
      property_type_id: z.number().int().nullable(),
      tax_free: z.number().int(),
    }),
  ),
  property_types: z.array(named.loose()),
  property_uses: z.array(named),
});
export type RegistrationReferences = z.infer<typeof registrationReferences>;

const tags = ['references'] as const;

export const referencesCalls = {
  documentTypes: defineCall({
    id: 'references.document-types',
    summary: 'Tipos de documento, códigos de teléfono, actividades económicas, tipos y usos de inmueble',
    methods: ['POST', 'GET'],
    path: '/auth/document-types',
    access: { kind: 'public' },
    request: noInput,
    response: registrationReferences,
    tags,
  }),
  phoneCodes: defineCall({
    id: 'references.phone-codes',
    summary: 'Las mismas listas de referencia que auth/document-types',
    methods: ['POST', 'GET'],
    path: '/auth/phone-codes',
    access: { kind: 'public' },
    request: noInput,
    response: registrationReferences,
    tags,
  }),
} as const;
