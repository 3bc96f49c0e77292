// admin/economic-activities: the list with the global values in force, one activity with the
// worked example of its fee, the edit and the Excel export. Every key is under 'tariffs' (the
// real-time rate event refreshes them all).
import { tariffsCalls as calls } from '@aseo/shared/contracts';
import { downloadCall, useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type TariffList = Answer<typeof calls.list>;
export type Activity = TariffList['activities']['data'][number];
export type Price = Activity['prices'][number];
export type Example = Answer<typeof calls.view>['examples'][number];

export const useActivities = (page: number, search: string) => useCallQuery(calls.list, { page, search: search || undefined }, { keepPrevious: true });

export const useActivity = (id: number | null) => useCallQuery(calls.view, { id: id ?? undefined }, { enabled: Boolean(id) });

// quiet: the modal shows a refusal under its fields (lib/form.ts)
export const useEditActivity = () => useCallMutation(calls.edit, { quiet: true });

export const downloadTariffs = (search: string) => downloadCall(calls.excel, { search: search || undefined }, 'tarifas.xlsx');
