import { useSaveProfile } from './save-profile.ts';

/** profile/update, the simple variant: name, lastname, account, document, email, phone. */
export const useUpdateProfile = () => useSaveProfile('/profile/update', (v) => v);
