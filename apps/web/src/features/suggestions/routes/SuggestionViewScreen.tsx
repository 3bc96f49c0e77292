// One suggestion with its thread (taxpayer: /complaints-suggestions/view/{id}; staff: 'Ver Dudas y
// Sugerencias'). Opening it marks the other side's messages read; staff also get the status menu.
// If the suggestion is deleted while open (by its owner, elsewhere), the screen returns to the inbox.
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatInstantDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useDeleteSuggestion, useSuggestion } from '../api/suggestions.ts';
import { StatusMenu } from '../components/StatusMenu.tsx';
import { Thread } from '../components/Thread.tsx';

export default function SuggestionViewScreen({ route }: { route: { guard: string } }) {
  const staff = route.guard === 'admin';
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = staff ? '/admin/complaints-suggestions' : '/complaints-suggestions';
  const query = useSuggestion(staff, Number(id) || 0);
  const remove = useDeleteSuggestion();
  // deleted while open (a refetch after the live 'delete' event fails): back to the inbox (000 section 4)
  const gone = query.isError && Boolean(query.data);
  useEffect(() => {
    if (gone) navigate(list, { replace: true });
  }, [gone, navigate, list]);
  const s = query.data?.suggestion;
  const del = async () => {
    if (!s || !(await confirm(MSG.suggestions.confirmDelete))) return;
    const res = await remove.mutateAsync({ suggestion_id: s.id }).catch(() => null);
    if (res) {
      void showSuccess(res.message);
      navigate(list);
    }
  };

  if (query.isLoading) return <Loader aria-label="Cargando solicitud" />;
  if (!s)
    return (
      <Alert color="red" role="alert" title="No encontrada">
        La solicitud no existe o fue eliminada.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => navigate(list)}>
          {MSG.common.back}
        </Button>
      </Alert>
    );
  return (
    <Stack>
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="xs">
              <span data-testid="suggestion-status">
                <StatusBadge kind="suggestion" status={s.status} label={s.status_text} size="md" />
              </span>
              <Text size="sm" c="dimmed">
                {staff ? `${s.user.username} · ` : ''}
                {s.zone} · {formatInstantDate(s.created_at)}
              </Text>
            </Group>
            <Group gap="xs">
              {staff && <StatusMenu suggestion={s} />}
              {!staff && (
                <Button size="xs" variant="default" color="red" onClick={() => void del()}>
                  Eliminar
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => navigate(list)}>
                {MSG.common.back}
              </Button>
            </Group>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{s.text}</Text>
        </Stack>
      </Card>
      <Thread suggestion={s} messages={query.data!.messages} />
    </Stack>
  );
}
