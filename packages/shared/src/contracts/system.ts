// Health check and the terms text (000 section 7 "Auth and profile": terms/get).
import { z } from 'zod';
import { defineCall } from './define.ts';
import { dateTime, noInput } from './common.ts';

export const systemCalls = {
  health: defineCall({
    id: 'system.health',
    summary: 'Estado del servicio y de la base de datos (503 si la base de datos no responde)',
    methods: ['GET'],
    path: '/health',
    access: { kind: 'public' },
    request: noInput,
    response: z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'down']) }),
  }),
  terms: defineCall({
    id: 'system.terms',
    summary: 'Los términos y condiciones vigentes',
    methods: ['POST', 'GET'],
    path: '/terms/get',
    access: { kind: 'public' },
    request: noInput,
    response: z.object({ terms: z.object({ id: z.number().int(), title: z.string(), text: z.string(), created_at: dateTime() }) }),
  }),
} as const;
