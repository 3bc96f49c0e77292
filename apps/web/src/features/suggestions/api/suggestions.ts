// 'Dudas y Sugerencias': lists (own / 'Bandeja'), one suggestion with its thread, create, delete,
// messages and status. Keys carry the 'suggestions' tag: the live `messages` event reads them again.
import { suggestionsCalls as calls } from '@aseo/shared/contracts';
import { useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type SuggestionItem = Answer<typeof calls.list>['suggestions']['data'][number];
export type ThreadMessage = Answer<typeof calls.view>['messages'][number];

export const useSuggestions = (staff: boolean, page: number, status?: string) =>
  useCallQuery(staff ? calls.adminList : calls.list, staff ? { page, status: status || undefined } : { page }, { keepPrevious: true });
/** Opening marks the other side's messages read; quiet: a missing one shows in the screen. */
export const useSuggestion = (staff: boolean, id: number) =>
  useCallQuery(staff ? calls.adminView : calls.view, { suggestion_id: id }, { enabled: id > 0, quiet: true, retry: false });
export const useCreateSuggestion = () => useCallMutation(calls.create, { quiet: true });
export const useDeleteSuggestion = () => useCallMutation(calls.delete);
export const useSendMessage = () => useCallMutation(calls.send, { quiet: true });
export const useSetStatus = () => useCallMutation(calls.status);

/** The list's page, kept for the session so coming back from a suggestion returns to it (000 section 2). */
export const listPageKey = (staff: boolean) => `suggestions:page:${staff ? 'staff' : 'client'}`;
