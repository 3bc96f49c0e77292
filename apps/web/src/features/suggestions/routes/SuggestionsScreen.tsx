// 'Dudas y Sugerencias' (taxpayer: the creation form and its inbox) and 'Bandeja' (staff: every
// suggestion with the status menu), 000 section 2. Items not yet seen by staff, or with messages the
// viewer has not read, are highlighted; the page is kept for the session so coming back from a
// suggestion returns to it. Lists refresh on the live `messages` event.
import { ActionIcon, Card, Group, Indicator, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUGGESTION_STATUS_LABELS } from '@aseo/shared/constants';
import { formatInstantDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { listPageKey, useDeleteSuggestion, useSuggestions, type SuggestionItem } from '../api/suggestions.ts';
import { StatusMenu } from '../components/StatusMenu.tsx';
import { SuggestionForm } from '../components/SuggestionForm.tsx';

type Row = SuggestionItem & Record<string, unknown>;
const STATUS_OPTIONS = Object.entries(SUGGESTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export default function SuggestionsScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const navigate = useNavigate();
  const [page, setPage] = useState(() => Number(sessionStorage.getItem(listPageKey(staff))) || 1);
  const [status, setStatus] = useState('');
  useEffect(() => sessionStorage.setItem(listPageKey(staff), String(page)), [page, staff]);
  const query = useSuggestions(staff, page, status);
  const remove = useDeleteSuggestion();
  const base = staff ? '/admin/complaints-suggestions' : '/complaints-suggestions';
  const highlighted = (s: SuggestionItem) => s.unread > 0 || (staff && s.viewed === 0);
  const del = async (s: SuggestionItem) => {
    if (!(await confirm(MSG.suggestions.confirmDelete))) return;
    const res = await remove.mutateAsync({ suggestion_id: s.id }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Stack>
      {!staff && <SuggestionForm />}
      <Card withBorder>
        <Stack gap="sm" mb="sm">
          <Text fw={700}>{staff ? 'Solicitudes' : 'Mis solicitudes'}</Text>
          {staff && (
            <FilterBar>
              <SelectField
                label="Estatus"
                clearable
                searchable={false}
                data={STATUS_OPTIONS}
                value={status || null}
                onChange={(v) => {
                  setStatus(v ?? '');
                  setPage(1);
                }}
                w={filterWidth(180)}
              />
            </FilterBar>
          )}
        </Stack>
        <DataTable<Row>
          rows={(query.data?.suggestions.data ?? []) as Row[]}
          rowKey={(s) => s.id}
          rowLabel={(s) => `la solicitud ${s.id}`}
          columns={[
            {
              key: 'who',
              title: staff ? 'Código' : 'N°',
              primary: true,
              render: (s) => (
                <Group gap={6} wrap="nowrap">
                  {highlighted(s) && <Indicator inline processing size={10} color="red" aria-hidden />}
                  <Text size="sm" fw={highlighted(s) ? 700 : 400}>
                    {staff ? `${s.user.username} · ${s.zone}` : `#${s.id} · ${s.zone}`}
                  </Text>
                  {highlighted(s) && <VisuallyHidden>{s.unread > 0 ? `, ${s.unread} mensajes sin leer` : ', sin abrir'}</VisuallyHidden>}
                </Group>
              ),
            },
            { key: 'created_at', title: 'Fecha', render: (s) => formatInstantDate(s.created_at) },
            { key: 'text', title: 'Texto', render: (s) => (s.text.length > 90 ? `${s.text.slice(0, 90)}…` : s.text), wrap: true },
            { key: 'status', title: 'Estatus', render: (s) => <StatusBadge kind="suggestion" status={s.status} label={s.status_text} /> },
            {
              key: 'actions',
              title: 'Acciones',
              render: (s) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Abrir solicitud ${s.id}`} onClick={() => navigate(`${base}/view/${s.id}`)}>
                    <IconEye size={16} />
                  </ActionIcon>
                  {staff ? (
                    <StatusMenu suggestion={s} />
                  ) : (
                    <ActionIcon variant="subtle" color="red" aria-label={`Eliminar solicitud ${s.id}`} onClick={() => void del(s)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={query.data?.suggestions} page={page} onChange={setPage} />
      </Card>
    </Stack>
  );
}
