import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

type Named = { id: number; name: string };
export type RegistrationReferences = {
  codes: { id: string; name: string }[];
  document_types: (Named & { prefix: string; max_length: number })[];
  economic_activities: { id: number; code: string; name: string; property_type_id: number | null }[];
  property_types: Named[];
  property_uses: Named[];
};

/** auth/document-types: document types, phone codes, activities, property types and uses. */
export const useRegistrationReferences = () =>
  useQuery({
    queryKey: ['references', 'registration'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await api.get<RegistrationReferences>('/auth/document-types')).data,
  });
