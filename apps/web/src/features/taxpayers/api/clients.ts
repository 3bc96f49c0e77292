import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { download } from '../../../lib/download.ts';
import type { RegistrationReferences } from '../../references/index.ts';

export type ClientRow = {
  id: number; number_format: string; username: string; full_name: string; full_document: string; email: string; full_phone: string;
  status: number; status_text: string; properties_count: number;
};
export type ClientFilters = { search: string; status: string; economic_activity: string };

/** One property as admin/clients/get-user sends it (flat). */
export type PropertyDetail = {
  id: number; user_id: number; code: string; status: number; disincorporate: string | null; parent_id: number | null; owner: number;
  property_use_id: number; property_type_id: number; economic_activity_id: number;
  nic: string | null; catastral_id: string | null; license: string | null; zone: string | null; street: string | null;
  house_number: string | null; floor: string | null; size: string; reference: string | null; quantity_houses: number | null; date: string | null;
  use: { name: string }; type: { name: string }; economic_activity: { id: number; code: string; name: string };
};
export type TreeProperty = PropertyDetail & { childs: TreeProperty[] };
export type SecondaryProperty = { id: number; code: string; parent_id: number | null; status: number; economic_activity_id: number; property_type_id: number };
export type ClientDetail = ClientRow & {
  name: string; lastname: string | null; document_type_id: number | null; document: string | null; fiscal_address: string | null;
  phone_code: string | null; phone: string | null; retention: number; note: string | null;
  emails: { id: number; email: string }[]; phones: { id: number; phone_code: string | null; phone: string }[];
  properties: TreeProperty[];
};
export type ClientPayload = RegistrationReferences & { user: ClientDetail; property: PropertyDetail | null; secondary_properties: SecondaryProperty[] };

const params = (f: ClientFilters) => ({
  search: f.search || undefined, status: f.status || undefined, economic_activity: f.economic_activity || undefined,
});

export const useClients = (page: number, f: ClientFilters) =>
  useQuery({
    queryKey: ['users', 'clients', page, f],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.post<{ users: { data: ClientRow[]; last_page: number; total: number }; economic_activities: { id: number; code: string; name: string }[] }>('/admin/clients/get', { page, ...params(f) })).data,
  });

/** admin/clients/get-user: the taxpayer with its property tree, the selected property and the reference lists. */
export const useClient = (id: number | null, propertyId?: number | null) =>
  useQuery({
    queryKey: ['users', 'client', id, propertyId ?? null],
    enabled: Boolean(id),
    queryFn: async () => (await api.post<ClientPayload>('/admin/clients/get-user', { id, propertyId: propertyId ?? undefined })).data,
  });

export const clientsExcelUrl = (f: ClientFilters) => {
  const q = new URLSearchParams(Object.entries(params(f)).filter(([, v]) => v !== undefined) as [string, string][]);
  return `/api/admin/clients/excel${q.size ? `?${q}` : ''}`;
};

export const downloadClientPdf = (c: Pick<ClientRow, 'id' | 'username'>) => download(`/admin/clients/download/${c.id}`, `contribuyente-${c.username}.pdf`);

function useClientCall<V>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => (await api.post<{ message: string }>(`/admin/clients/${path}`, v)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}
export const useClientStatus = () => useClientCall<{ id: number; status: number }>('status');
export const useDeleteClient = () => useClientCall<{ id: number }>('delete');

type ClientValues = Record<string, unknown> & { emails?: unknown[]; phones?: unknown[] };
/** The client part as the API reads it: contacts as JSON text. */
const clientBody = ({ emails, phones, ...client }: ClientValues) => ({ ...client, emails: JSON.stringify(emails ?? []), phones: JSON.stringify(phones ?? []) });

export type SaveClient =
  | { kind: 'create'; client: ClientValues; property: Record<string, unknown> }
  | { kind: 'edit'; id: number; client: ClientValues }
  /** A child property under `parentId` of taxpayer `userId`, with that taxpayer's (editable) client part. */
  | { kind: 'child'; userId: number; parentId: number; client: ClientValues; property: Record<string, unknown> };

/** validate (the client part, without the property), then create or edit. */
export function useSaveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: SaveClient) => {
      const body = clientBody(v.client);
      // a child-property form is validated as the server will save it: with the document's registered
      // taxpayer if there is one (which then keeps its own account and password), else as a new one
      await api.post('/admin/clients/validate', v.kind === 'edit' ? { ...body, id: v.id } : v.kind === 'child' ? { ...body, is_child: 1, user_id: v.userId } : body);
      const post = (path: string, extra: Record<string, unknown>) =>
        api.post<{ message: string; client: { id: number } }>(`/admin/clients/${path}`, { ...body, ...extra }).then((r) => r.data);
      if (v.kind === 'edit') return post('edit', { id: v.id });
      if (v.kind === 'create') return post('create', { property: JSON.stringify(v.property) });
      return post('create', { property: JSON.stringify({ ...v.property, parent_id: v.parentId }), is_child: 1, user_id: v.userId });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users'] }),
  });
}
