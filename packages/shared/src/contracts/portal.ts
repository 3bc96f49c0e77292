// The portal's own calls (not in the spec): the municipality's identity every screen shows, its
// logo, and the staff home's figures of the day (issue 11, docs/decisions/010-portal-identity.md).
import { z } from 'zod';
import { defineCall } from './define.ts';
import { dateTime, fileResponse, noInput } from './common.ts';

export const portalIdentity = z.object({
  /** The municipality (or office) name shown on the sign-in card, the header and the browser tab. */
  name: z.string(),
  /** Where the logo is served, or null when none is configured. */
  logo_url: z.string().nullable(),
  /** The configured colour as given (#rrggbb); the web darkens it for text when needed (@aseo/shared/brand). */
  brand_color: z.string(),
});

export const portalCalls = {
  identity: defineCall({
    id: 'portal.identity',
    summary: 'Nombre, logo y color del municipio que muestra el portal',
    methods: ['GET'],
    path: '/portal/identity',
    access: { kind: 'public' },
    request: noInput,
    response: portalIdentity,
  }),
  logo: defineCall({
    id: 'portal.logo',
    summary: 'El logo del municipio (404 si no hay uno configurado)',
    methods: ['GET'],
    path: '/portal/logo',
    access: { kind: 'public' },
    request: noInput,
    response: fileResponse,
    responseKind: 'file',
  }),
  home: defineCall({
    id: 'portal.home',
    summary: 'Las cifras del día para la página de inicio del personal',
    methods: ['GET'],
    path: '/admin/home/get',
    access: { kind: 'staff' },
    request: noInput,
    response: z.object({
      /** Taxpayer accounts not deleted. */
      taxpayers: z.number().int(),
      /** Of them, created today (portal time zone). */
      registered_today: z.number().int(),
      /** Of them, waiting for verification (status 3). */
      pending_verification: z.number().int(),
      /** Properties in force (status 1, not deleted). */
      active_properties: z.number().int(),
      /** When the figures were read. */
      as_of: dateTime(),
    }),
    tags: ['users'],
  }),
} as const;
