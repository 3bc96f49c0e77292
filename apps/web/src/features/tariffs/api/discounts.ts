// admin/discounts: the paged list, create or edit, delete (keys under ['tariffs', 'discounts']).
import { tariffsCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';
import { showError } from '../../../lib/dialogs.tsx';

export type DiscountsPage = Answer<typeof calls.discounts>['discounts'];
export type Discount = DiscountsPage['data'][number];

export const useDiscounts = (page: number, enabled: boolean) =>
  useCallQuery(calls.discounts, { page }, { enabled, keepPrevious: true, select: (d) => d.discounts });

/** The form as the modal holds it: dates as YYYY-MM-DD, the activities' ids. */
export type DiscountForm = { amount: number; start_date: string; expire_date: string; items: number[] };

/** Create or edit; any failure shows the spec's create/edit error text. */
export function useSaveDiscount() {
  const create = useCallMutation(calls.createDiscount, { quiet: true });
  const edit = useCallMutation(calls.editDiscount, { quiet: true });
  return {
    mutateAsync: async ({ id, ...v }: DiscountForm & { id?: number }) => {
      const body = { ...v, start_date: `${v.start_date} 00:00:00`, expire_date: `${v.expire_date} 00:00:00` };
      try {
        return await (id ? edit.mutateAsync({ ...body, id }) : create.mutateAsync(body));
      } catch (err) {
        await showError(id ? MSG.tariffs.discountEditError : MSG.tariffs.discountCreateError);
        throw err;
      }
    },
    isPending: create.isPending || edit.isPending,
  };
}

export const useDeleteDiscount = () => useCallMutation(calls.deleteDiscount);
