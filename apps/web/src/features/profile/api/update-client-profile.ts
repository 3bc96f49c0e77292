import { useSaveProfile } from './save-profile.ts';

/** profile/update/client, the client form; emails and phones travel as JSON text. */
export const useUpdateClientProfile = () =>
  useSaveProfile('/profile/update/client', (v) => ({ ...v, emails: JSON.stringify(v.emails ?? []), phones: JSON.stringify(v.phones ?? []) }));
