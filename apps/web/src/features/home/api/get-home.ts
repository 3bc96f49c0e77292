// admin/home/get: the staff home's figures of the day (refreshed with any change to users).
import { portalCalls } from '@aseo/shared/contracts';
import { useCallQuery } from '../../../lib/call.ts';

export const useHomeFigures = () => useCallQuery(portalCalls.home, undefined, { refetchInterval: 5 * 60_000 });
