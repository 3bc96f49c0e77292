// The taxpayer's own properties ('Inmuebles'): properties (list), view, create, edit, delete.
import { propertiesCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type Property = Answer<typeof calls.view>['property'];

export const useOwnProperties = (page: number) => useCallQuery(calls.list, { page }, { keepPrevious: true, select: (r) => r.properties });

// another taxpayer's property answers 404: the screen goes back to the list without a dialog
export const useProperty = (id: number | null) =>
  useCallQuery(calls.view, { property_id: id ?? undefined }, { enabled: Boolean(id), quiet: true, select: (r) => r.property });

/** properties/create, or properties/edit when the property has an id; the property travels as JSON text. */
export function useSaveProperty() {
  // quiet: a refusal is shown by the form on its fields (lib/form.ts)
  const create = useCallMutation(calls.create, { quiet: true });
  const edit = useCallMutation(calls.edit, { quiet: true });
  return {
    mutateAsync: (property: Record<string, unknown>) => (property.id ? edit : create).mutateAsync({ property: JSON.stringify(property) }),
    isPending: create.isPending || edit.isPending,
  };
}

export const useDeleteProperty = () => {
  const remove = useCallMutation(calls.remove);
  return { ...remove, mutateAsync: (id: number) => remove.mutateAsync({ property_id: id }) };
};
