// Economic-activity history of one property: read, add a period, delete a period.
import { activityHistoriesCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type ActivityPeriod = Answer<typeof calls.byProperty>['histories'][number];

export const useActivityHistory = (propertyId: number | null) =>
  useCallQuery(calls.byProperty, { property_id: propertyId ?? undefined }, { enabled: Boolean(propertyId), select: (r) => r.histories });

export const useAddActivityPeriod = () => useCallMutation(calls.create);

export const useDeleteActivityPeriod = () => {
  const remove = useCallMutation(calls.remove);
  return { ...remove, mutateAsync: (p: ActivityPeriod) => remove.mutateAsync({ id: p.id }) };
};
