// admin/moderators/get: the paged, searchable list of 'Administradores' (keys under ['users'],
// which the real-time users event refreshes).
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type ModeratorsPage = Answer<typeof calls.list>['users'];
export type Moderator = ModeratorsPage['data'][number];
/** The list's filters as the screen holds them. */
export type ModeratorFilters = { search: string; status: string };

export const useModerators = (page: number, f: ModeratorFilters) =>
  useCallQuery(calls.list, { page, search: f.search || undefined, status: f.status || undefined }, { keepPrevious: true, select: (d) => d.users });
