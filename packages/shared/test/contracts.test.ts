// Contracts: the error-body helpers and the path helpers the API and the web share.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, fillPath, issueMessage, openApiPath, pathParams } from '../src/contracts/index.ts';
import { MSG } from '../src/messages/index.ts';
import { propertySchema } from '../src/schemas/index.ts';

describe('field errors', () => {
  it('collects every failing field with its first message', () => {
    const schema = z.object({
      a: z.string({ error: 'A es obligatorio' }),
      b: z.number({ error: 'B debe ser un número' }),
      c: z.object({ d: z.string({ error: 'D falta' }) }),
    });
    const r = schema.safeParse({ c: {} });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!.issues)).toEqual({ a: 'A es obligatorio', b: 'B debe ser un número', 'c.d': 'D falta' });
  });

  it('a wrong type_form names the field and the allowed values', () => {
    const r = propertySchema.safeParse({ type_form: 'OTRO' });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path[0] === 'type_form')!;
    expect(issueMessage(issue)).toBe(`${MSG.server.invalidData}: el campo type_form no es válido; valores permitidos: COMERCIAL, ESTATE`);
  });

  it('a specific message is kept as written', () => {
    expect(issueMessage({ path: ['x'], message: 'Lo sentimos, el valor no puede ser mayor a 100', code: 'custom' })).toBe(
      'Lo sentimos, el valor no puede ser mayor a 100',
    );
  });
});

describe('paths', () => {
  it('fills path parameters from the input and leaves the rest', () => {
    expect(pathParams('/admin/discounts/:id')).toEqual(['id']);
    expect(fillPath('/properties/update/:id/parent', { id: 7, findParentId: 'AU-1' })).toEqual({
      path: '/properties/update/7/parent',
      rest: { findParentId: 'AU-1' },
    });
    expect(() => fillPath('/admin/discounts/:id', {})).toThrow(/id/);
    expect(openApiPath('/a/:x/b/:y')).toBe('/a/{x}/b/{y}');
  });
});
