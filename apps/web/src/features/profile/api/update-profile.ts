import { profileCalls as calls } from '@aseo/shared/contracts';
import { useSaveProfile } from './save-profile.ts';

/** profile/update, the simple variant: name, lastname, account, document, email, phone. */
export const useUpdateProfile = () => useSaveProfile(calls.update, (v) => v);
