// Staff calls on one taxpayer's property: create or edit it, disincorporate it, set its parent,
// and the property lookup by code behind the parent autocomplete.
import { propertiesCalls as calls, taxpayersCalls } from '@aseo/shared/contracts';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

// the taxpayer screens read the property through admin/clients/get-user (['users'])
const users = [['users']] as const;

/** properties/create (for taxpayer `userId`) or properties/edit (when the property has an id). */
export function useSaveClientProperty() {
  // quiet: a refusal is shown by the form on its fields (lib/form.ts)
  const create = useCallMutation(calls.create, { invalidate: users, quiet: true });
  const edit = useCallMutation(calls.edit, { invalidate: users, quiet: true });
  return {
    mutateAsync: ({ userId, property }: { userId: number; property: Record<string, unknown> }) => {
      const body = { property: JSON.stringify(property) };
      return property.id ? edit.mutateAsync(body) : create.mutateAsync({ ...body, user_id: userId });
    },
    isPending: create.isPending || edit.isPending,
  };
}

// quiet: the modals show a refusal under its field (fieldMessages), the rest in one dialog
export const useDisincorporate = () => useCallMutation(calls.disincorporate, { quiet: true });
export const useSetParent = () => useCallMutation(calls.setParent, { quiet: true });

export type FoundProperty = Answer<typeof taxpayersCalls.searchProperties>['properties'][number];

/** admin/clients/get/properties: at most 20 properties whose code starts with the search. */
export const usePropertySearch = (search: string, enabled: boolean) =>
  useCallQuery(taxpayersCalls.searchProperties, { search }, { enabled, staleTime: 30_000, select: (r) => r.properties });
