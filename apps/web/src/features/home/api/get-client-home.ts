// home/client: the taxpayer's home — each property's debt today, the next due date, the payments in
// review or rejected lately (refreshed with any movement or new rate: the contract's tags).
import { homeCalls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type ClientHome = Answer<typeof homeCalls.client>;
export type ClientHomeProperty = ClientHome['properties'][number];
export type ClientHomePayment = ClientHome['in_review'][number];

export const useClientHome = () => useCallQuery(homeCalls.client, undefined, { refetchInterval: 5 * 60_000 });
