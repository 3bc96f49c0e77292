// Complaints and suggestions (000 sections 4 and 5): create, reply, change status.
import { SUGGESTION_STATUS } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { code, formObject, id, LONG_TEXT, requiredText } from './common.ts';

const messageText = () => requiredText(MSG.suggestions.messageRequired, LONG_TEXT);

export const suggestionCreateSchema = formObject({ zone: requiredText(undefined, 200), text: messageText() });
export const suggestionMessageSchema = formObject({ suggestion_id: id(), text: messageText() });

/** Status change; only forward moves are offered (see nextSuggestionStatuses). */
export const suggestionStatusSchema = formObject({
  suggestion_id: id(),
  status: code([SUGGESTION_STATUS.PROCESS, SUGGESTION_STATUS.ATTENDED, SUGGESTION_STATUS.RESOLVED] as const, MSG.server.invalidStatus),
});
