// 'Rutas y Horarios' (000 section 2) for taxpayers (/routes-schedules: the active routes) and staff
// (/admin/routes-schedules: every route, its status, and 'Subir XLS' with upload-routes): unit
// type, route number, Monday to Sunday with a check mark, shift, description, time as hh:mm A;
// filters, counts, paging; each route's days can be added to a calendar (ICS feed, docs/routes.md).
import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconMinus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { ROUTE_DAY_LABELS, ROUTE_DAYS, type RouteDay } from '@aseo/shared/contracts';
import { formatRouteTime } from '@aseo/shared/format';
import { can } from '@aseo/shared/policy';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useListState } from '../../../components/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { calendarUrl, NO_ROUTE_FILTERS, useRoutes, type RouteItem } from '../api/routes.ts';
import { UploadRoutesModal } from '../components/UploadRoutesModal.tsx';

type Row = RouteItem & Record<string, unknown>;
const DAY_OPTIONS = ROUTE_DAYS.map((d) => ({ value: d, label: ROUTE_DAY_LABELS[d] }));
const STATUS_OPTIONS = [
  { value: '1', label: 'Activas' },
  { value: '0', label: 'Inactivas' },
];
const SHORT: Record<RouteDay, string> = { monday: 'Lun', tuesday: 'Mar', wednesday: 'Mié', thursday: 'Jue', friday: 'Vie', saturday: 'Sáb', sunday: 'Dom' };

/** The day's cell: a check mark (or a dash) that says 'Sí' / 'No' to a screen reader. */
function DayMark({ on }: { on: boolean }) {
  return on ? (
    <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-label="Sí" role="img" />
  ) : (
    <IconMinus size={14} color="var(--mantine-color-gray-6)" aria-label="No" role="img" />
  );
}

export default function RoutesScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const { user } = useSession();
  const list = useListState(NO_ROUTE_FILTERS);
  const query = useRoutes(staff, list.page, list.filters);
  const [uploading, setUploading] = useState(false);
  const mayUpload = staff && can(user, P.UPLOAD_ROUTES);

  const columns: Column<Row>[] = [
    { key: 'route_type', title: 'Tipo de unidad' },
    { key: 'route_number', title: 'Número de ruta', primary: true },
    ...ROUTE_DAYS.map((d) => ({ key: d, title: SHORT[d], render: (r: Row) => <DayMark on={r[d] === 1} /> })),
    { key: 'turn', title: 'Turno', render: (r) => r.turn ?? '—' },
    { key: 'description', title: 'Descripción', render: (r) => r.description ?? '—' },
    { key: 'hour', title: 'Hora', render: (r) => (r.hour ? formatRouteTime(r.hour) : '—') },
    ...(staff
      ? [
          {
            key: 'status',
            title: 'Estatus',
            render: (r: Row) => (
              <Badge color={r.status === 1 ? 'teal' : 'gray'} variant="light">
                {r.status === 1 ? 'Activa' : 'Inactiva'}
              </Badge>
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: 'Calendario',
      render: (r) =>
        r.status === 1 ? (
          <Tooltip label="Agregar a mi calendario">
            <ActionIcon
              component="a"
              href={calendarUrl(r.id)}
              variant="subtle"
              aria-label={`Agregar la ruta ${r.route_type} ${r.route_number} a mi calendario`}
            >
              <IconCalendarPlus size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <FilterBar justify="space-between">
            <FilterBar>
              <SearchInput
                label="Buscar"
                placeholder="Ruta, turno o descripción"
                value={list.filters.search}
                onSearch={(search) => list.setFilters({ search })}
                w={filterWidth(260)}
              />
              <SelectField
                label="Tipo de unidad"
                clearable
                data={(query.data?.route_types ?? []).map((t) => ({ value: t, label: t }))}
                value={list.filters.route_type || null}
                onChange={(v) => list.setFilters({ route_type: v ?? '' })}
                w={filterWidth(200)}
              />
              <SelectField
                label="Día"
                clearable
                searchable={false}
                data={DAY_OPTIONS}
                value={list.filters.day || null}
                onChange={(v) => list.setFilters({ day: v ?? '' })}
                w={filterWidth(150)}
              />
              {staff && (
                <SelectField
                  label="Estatus"
                  clearable
                  searchable={false}
                  data={STATUS_OPTIONS}
                  value={list.filters.status || null}
                  onChange={(v) => list.setFilters({ status: v ?? '' })}
                  w={filterWidth(150)}
                />
              )}
              <Anchor component="button" onClick={list.reset} mb={8} ta="left">
                Limpiar filtros
              </Anchor>
            </FilterBar>
            {mayUpload && (
              <Group>
                <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
                  Subir XLS
                </Button>
              </Group>
            )}
          </FilterBar>
        </Stack>
        <DataTable<Row> rows={(query.data?.routes.data ?? []) as Row[]} rowKey={(r) => r.id} columns={columns} />
        <ListFooter data={query.data?.routes} page={list.page} onChange={list.setPage} />
      </Card>
      {mayUpload && <UploadRoutesModal opened={uploading} onClose={() => setUploading(false)} />}
    </Stack>
  );
}
