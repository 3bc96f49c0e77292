// admin/clients/get (the paged list) and get-user (one taxpayer with its property tree).
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer, type Send } from '../../../lib/call.ts';

export type ClientsPage = Answer<typeof calls.list>;
export type ClientRow = ClientsPage['users']['data'][number];
/** The taxpayer, the selected property and the reference lists. */
export type ClientPayload = Answer<typeof calls.get>;
export type ClientDetail = ClientPayload['user'];
export type TreeProperty = ClientDetail['properties'][number];
/** One property as admin/clients/get-user sends it (flat). */
export type PropertyDetail = NonNullable<ClientPayload['property']>;
export type SecondaryProperty = ClientPayload['secondary_properties'][number];

/** The list's filters as the screen holds them (selects give text); `retention_request` '1': only pending requests. */
export type ClientFilters = { search: string; status: string; economic_activity: string; retention_request: string };

/** The filters as the list and the Excel export send them: empty ones left out. */
export const clientQuery = (f: ClientFilters): Send<typeof calls.excel> => ({
  search: f.search || undefined,
  status: f.status || undefined,
  economic_activity: f.economic_activity || undefined,
  retention_request: f.retention_request || undefined,
});

export const useClients = (page: number, f: ClientFilters) => useCallQuery(calls.list, { page, ...clientQuery(f) }, { keepPrevious: true });

export const useClient = (id: number | null, propertyId?: number | null) =>
  useCallQuery(calls.get, { id: id ?? undefined, propertyId: propertyId ?? undefined }, { enabled: Boolean(id) });
