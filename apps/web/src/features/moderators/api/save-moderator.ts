// admin/moderators/create and edit: the form fields plus the matrix as `modules` JSON text.
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import type { FormValues } from '../../../lib/form.ts';
import { useCallMutation, type Send } from '../../../lib/call.ts';
import type { MatrixModule } from './get-modules.ts';

/** The matrix shape the API reads: [{id, actions: [{id, code, active}]}]. */
export const matrixPayload = (modules: MatrixModule[], granted: readonly string[]) =>
  JSON.stringify(modules.map((m) => ({ id: m.id, actions: m.actions.map((a) => ({ id: a.id, code: a.code, active: granted.includes(a.code) ? 1 : 0 })) })));

export function useSaveModerator() {
  // quiet: a refusal is shown by the form on its fields (lib/form.ts)
  const create = useCallMutation(calls.create, { quiet: true });
  const edit = useCallMutation(calls.edit, { quiet: true });
  return {
    /** `values`: the form as react-hook-form holds it (checked by the same schema before submit). */
    mutateAsync: ({ id, values, modules }: { id?: number; values: FormValues; modules: MatrixModule[] }) => {
      const { permissions, ...fields } = values;
      const body = { ...fields, modules: matrixPayload(modules, (permissions as string[] | undefined) ?? []) } as Send<typeof calls.create>;
      return id ? edit.mutateAsync({ ...body, id }) : create.mutateAsync(body);
    },
    isPending: create.isPending || edit.isPending,
  };
}
