// The portal's own calls (not in the spec): the municipality's identity every screen shows, its
// logo, and the staff home's figures of the day (issue 11, docs/decisions/010-portal-identity.md).
import { z } from 'zod';
import { defineCall } from './define.ts';
import { fileResponse, noInput } from './common.ts';
import { staffHomeResponse } from './staff-home.ts';

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
    summary: 'Las cifras del día y de la recaudación para la página de inicio del personal (según sus permisos)',
    methods: ['GET'],
    path: '/admin/home/get',
    access: { kind: 'staff' },
    request: noInput,
    response: staffHomeResponse,
    // an account changed (users), money moved (movements)
    tags: ['users', 'movements'],
  }),
} as const;
