// A refused save marks the form's own fields (issue 11): the API's `{error, code, fields}` mapped
// onto react-hook-form, the first marked field focused, the rest in one error dialog.
import { createElement } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../../src/lib/dialogs.tsx', () => ({ showError: (m: string) => void shown.push(m) }));

const { applyServerErrors, fieldMessages, mapServerErrors } = await import('../../src/lib/form.ts');

const failure = (status: number, data: unknown) => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, { data, status, statusText: '', headers: {}, config });
};
const refused = (fields: Record<string, string>, error = Object.values(fields)[0] ?? 'Los datos enviados no son válidos') =>
  failure(422, { error, code: 'VALIDATION_FAILED', fields });

const values = { name: '', bank_id: '', document: '', client: { phone: '' }, phones: [{ phone_code: '', phone: '' }] };

beforeEach(() => {
  shown.length = 0;
});

describe('mapServerErrors', () => {
  const form = { getValues: (name: string) => name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], values) };
  it.each([
    ['one field', refused({ document: 'El documento excede' }), ['document'], null],
    ['fields in the server order', refused({ bank_id: 'a', name: 'b' }), ['bank_id', 'name'], null],
    ['a nested path', refused({ 'phones.0.phone_code': 'Debe seleccionar' }), ['phones.0.phone_code'], null],
    ['a field the form lacks goes to the dialog', refused({ name: 'a', modules: 'Permiso inválido' }), ['name'], 'Permiso inválido'],
    ['no field the form has: the body error', refused({ user_id: 'x' }, 'El registro no existe'), [], 'El registro no existe'],
    ['the body itself (_)', refused({ _: 'Los datos enviados no son válidos' }), [], 'Los datos enviados no son válidos'],
    ['a rule without fields', failure(422, { error: 'No es posible eliminar', code: 'RULE_VIOLATED' }), [], 'No es posible eliminar'],
    ['too many requests', failure(429, { error: 'Demasiados intentos', code: 'TOO_MANY_REQUESTS' }), [], 'Demasiados intentos'],
    ['no answer at all', new AxiosError('Network Error'), [], 'Por favor, revise su conexión'],
    ['a server error without body', failure(500, ''), [], 'Por favor, revise su conexión'],
    ['a session that ended (the API client signs out)', failure(401, { error: 'x', code: 'UNAUTHENTICATED', status: 'Token is Expired' }), [], null],
  ] as const)('%s', (_what, err, marked, dialog) => {
    const got = mapServerErrors(form as never, err);
    expect(got.marked).toEqual(marked);
    expect(got.dialog).toBe(dialog);
  });

  it('renames API fields to the form paths', () => {
    const got = mapServerErrors(form as never, refused({ phone: 'Debe completar', 'property.size': 'x' }), {
      rename: (f) => (f.startsWith('property.') ? f : `client.${f}`),
    });
    expect(got.marked).toEqual(['client.phone']);
    expect(got.dialog).toBe('x');
  });
});

describe('applyServerErrors on a real form', () => {
  it('sets each message on its field, focuses the first, shows no dialog when all are marked', async () => {
    const { result } = renderHook(() => useForm({ defaultValues: values }));
    const Form = () =>
      createElement(
        'form',
        null,
        createElement('input', { 'aria-label': 'Titular', ...result.current.register('name') }),
        createElement('input', { 'aria-label': 'Documento', ...result.current.register('document') }),
      );
    render(createElement(Form));
    let marked: string[] = [];
    act(() => {
      marked = applyServerErrors(result.current, refused({ document: 'El documento excede la longitud permitida para su tipo', name: 'Debe completar' }));
    });
    expect(marked).toEqual(['document', 'name']);
    expect(result.current.getFieldState('document').error?.message).toBe('El documento excede la longitud permitida para su tipo');
    expect(result.current.getFieldState('name').error?.message).toBe('Debe completar');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Documento')));
    expect(shown).toEqual([]);
  });

  it('a refusal that names no field of the form: one dialog, nothing marked', () => {
    const { result } = renderHook(() => useForm({ defaultValues: values }));
    act(() => {
      applyServerErrors(result.current, failure(422, { error: 'Los datos de referencia no son válidos', code: 'RULE_VIOLATED' }));
    });
    expect(Object.keys(result.current.formState.errors)).toEqual([]);
    expect(shown).toEqual(['Los datos de referencia no son válidos']);
  });
});

describe('fieldMessages (forms in plain state)', () => {
  it('gives the named fields their messages and the rest to one dialog', () => {
    expect(fieldMessages(refused({ amount: 'Lo sentimos, el valor no puede ser mayor a 100' }), ['amount'])).toEqual({
      amount: 'Lo sentimos, el valor no puede ser mayor a 100',
    });
    expect(shown).toEqual([]);
    expect(fieldMessages(refused({ id: 'El registro no existe' }), ['amount'])).toEqual({});
    expect(shown).toEqual(['El registro no existe']);
  });
});
