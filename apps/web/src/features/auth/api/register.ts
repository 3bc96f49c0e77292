// auth/register: the client fields, with emails, phones and property as JSON text.
import { useMutation } from '@tanstack/react-query';
import { authCalls as calls } from '@aseo/shared/contracts';
import { callApi } from '../../../lib/call.ts';

/** The register form as the screen holds it: client fields flat, the property beside them. */
export type RegisterForm = Record<string, unknown> & { emails: unknown[]; phones: unknown[]; property: Record<string, unknown> };

export const register = ({ emails, phones, property, ...client }: RegisterForm) =>
  callApi(
    calls.register,
    { ...client, emails: JSON.stringify(emails), phones: JSON.stringify(phones), property: JSON.stringify(property) },
    // quiet: the form shows a refused field under the field itself (saveOrMark)
    { quiet: true },
  );

export const useRegister = () => useMutation({ mutationFn: register });
