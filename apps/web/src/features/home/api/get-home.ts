// admin/home/get: the staff home's figures (refreshed by the users and movements events, and every 5 minutes for the reports' summary).
import { portalCalls } from '@aseo/shared/contracts';
import { useCallQuery } from '../../../lib/call.ts';

export const useHomeFigures = () => useCallQuery(portalCalls.home, undefined, { refetchInterval: 5 * 60_000 });
