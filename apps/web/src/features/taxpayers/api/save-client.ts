// admin/clients/validate, then create or edit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { callApi } from '../../../lib/call.ts';

/** The client and property parts as the form holds them. */
type FormPart = Record<string, unknown>;

export type SaveClient =
  | { kind: 'create'; client: FormPart; property: FormPart }
  | { kind: 'edit'; id: number; client: FormPart }
  /** A child property under `parentId` of taxpayer `userId`, with that taxpayer's (editable) client part. */
  | { kind: 'child'; userId: number; parentId: number; client: FormPart; property: FormPart };

export function useSaveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: SaveClient) => {
      // a child-property form is validated as the server will save it: with the document's registered
      // taxpayer if there is one (which then keeps its own account and password), else as a new one
      // quiet: a refusal is shown by the form on its fields (lib/form.ts)
      const quiet = { quiet: true };
      await callApi(
        calls.validate,
        v.kind === 'edit' ? { ...v.client, id: v.id } : v.kind === 'child' ? { ...v.client, is_child: 1, user_id: v.userId } : v.client,
        quiet,
      );
      if (v.kind === 'edit') return callApi(calls.edit, { ...v.client, id: v.id }, quiet);
      if (v.kind === 'create') return callApi(calls.create, { ...v.client, property: v.property }, quiet);
      return callApi(calls.create, { ...v.client, property: { ...v.property, parent_id: v.parentId }, is_child: 1, user_id: v.userId }, quiet);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: calls.create.tags }),
  });
}
