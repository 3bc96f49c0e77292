import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** auth/register: client fields plus emails, phones and property as JSON text. */
export async function register(form: Record<string, unknown> & { emails: unknown[]; phones: unknown[]; property: Record<string, unknown> }) {
  const { emails, phones, property, ...client } = form;
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(client)) if (v !== undefined && v !== null) body.set(k, String(v));
  body.set('emails', JSON.stringify(emails));
  body.set('phones', JSON.stringify(phones));
  body.set('property', JSON.stringify(property));
  return (await api.post<{ message: string }>('/auth/register', body)).data;
}
export const useRegister = () => useMutation({ mutationFn: register });
