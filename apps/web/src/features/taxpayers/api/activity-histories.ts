// Economic-activity history of one property: read, add a period, delete a period.
import { activityHistoriesCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type ActivityPeriod = Answer<typeof calls.byProperty>['histories'][number];

export const useActivityHistory = (propertyId: number | null) =>
  useCallQuery(calls.byProperty, { property_id: propertyId ?? undefined }, { enabled: Boolean(propertyId), select: (r) => r.histories });

/** Quiet: the modal shows a refusal under its field (fieldMessages). */
export const useAddActivityPeriod = () => useCallMutation(calls.create, { quiet: true });

export const useDeleteActivityPeriod = () => {
  const remove = useCallMutation(calls.remove);
  return { ...remove, mutateAsync: (p: ActivityPeriod) => remove.mutateAsync({ id: p.id }) };
};
