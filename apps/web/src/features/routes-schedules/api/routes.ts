// 'Rutas y Horarios': the active routes (any session), every route (staff), the upload of a routes
// file and its template, and the public calendar feed's address.
import { routesCalls as calls } from '@aseo/shared/contracts';
import { callApi, callUrl, downloadCall, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RoutesPage = Answer<typeof calls.list>;
export type RouteItem = RoutesPage['routes']['data'][number];
export type UploadResult = Answer<typeof calls.read>;
export type RouteFilters = { search: string; route_type: string; day: string; status: string };
export const NO_ROUTE_FILTERS: RouteFilters = { search: '', route_type: '', day: '', status: '' };

const query = (page: number, f: RouteFilters): Send<typeof calls.list> => ({
  page,
  search: f.search || undefined,
  route_type: f.route_type || undefined,
  day: (f.day || undefined) as Send<typeof calls.list>['day'],
  status: f.status || undefined,
});

export const useRoutes = (staff: boolean, page: number, f: RouteFilters) =>
  useCallQuery(staff ? calls.adminList : calls.list, query(page, f), { keepPrevious: true });

export const downloadRoutesTemplate = () => downloadCall(calls.template, {}, 'plantilla-rutas.xlsx');

/** The upload; quiet: the modal shows a refusal under its file field. */
export function useUploadRoutes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callApi(calls.read, { file }, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['routes'] }),
  });
}

/** The feed's absolute address (a calendar app subscribes to it; no sign-in). */
export const calendarUrl = (id: number) => new URL(callUrl(calls.calendar, { id }), window.location.origin).toString();
