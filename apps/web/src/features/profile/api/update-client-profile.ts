import { profileCalls as calls } from '@aseo/shared/contracts';
import { useSaveProfile } from './save-profile.ts';

/** profile/update/client, the client form; emails and phones travel as JSON text. */
export const useUpdateClientProfile = () =>
  useSaveProfile(calls.updateClient, (v) => ({ ...v, emails: JSON.stringify(v.emails ?? []), phones: JSON.stringify(v.phones ?? []) }));
