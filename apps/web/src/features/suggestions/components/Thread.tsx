// A suggestion's conversation and, while it is below resolved, the reply form ('Escribe un
// mensaje...', 'Enviar'). Messages from the other side are told apart by colour and name.
import { Button, Card, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LEVELS, SUGGESTION_STATUS } from '@aseo/shared/constants';
import { formatInstantDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { errorText } from '../../../lib/api.ts';
import { useSendMessage, type SuggestionItem, type ThreadMessage } from '../api/suggestions.ts';

export function Thread({ suggestion, messages }: { suggestion: SuggestionItem; messages: ThreadMessage[] }) {
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = suggestion.status < SUGGESTION_STATUS.RESOLVED;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(MSG.suggestions.messageRequired);
    try {
      await send.mutateAsync({ suggestion_id: suggestion.id, text });
      setText('');
      setError(null);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={700}>Conversación ({messages.length})</Text>
        <Stack gap="xs" role="log" aria-label="Mensajes" data-testid="thread">
          {messages.length === 0 && (
            <Text c="dimmed" size="sm">
              Aún no hay mensajes.
            </Text>
          )}
          {messages.map((m) => {
            const staff = m.user.level_id !== LEVELS.CLIENT;
            return (
              <Paper key={m.id} withBorder p="sm" bg={staff ? 'teal.0' : 'gray.0'} maw="85%" ml={staff ? 0 : 'auto'}>
                <Text size="xs" c="dimmed">
                  {staff ? 'Aseo Urbano' : m.user.name} · {formatInstantDate(m.created_at)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.text}
                </Text>
              </Paper>
            );
          })}
        </Stack>
        {open ? (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Group align="flex-end" gap="xs">
              <Textarea
                label="Mensaje"
                placeholder={MSG.suggestions.messagePlaceholder}
                autosize
                minRows={2}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={error}
                style={{ flex: 1 }}
                maxLength={5000}
              />
              <Button type="submit" loading={send.isPending}>
                Enviar
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            La solicitud fue resuelta: la conversación está cerrada.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
