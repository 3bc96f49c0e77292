// '/verificar/{code}': the public page a document's QR opens (no sign-in, docs/documents.md). It
// shows the municipality, what the document states, and in large type whether it still stands;
// a form checks another code typed by hand.
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { documentsCalls } from '@aseo/shared/contracts';
import { formatInstantDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { errorText } from '../../lib/api.ts';
import { useCallQuery } from '../../lib/call.ts';
import { AuthCard } from '../auth/index.ts';

export default function VerifyPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const query = useCallQuery(documentsCalls.verify, { code }, { enabled: Boolean(code), quiet: true, retry: false });
  const doc = query.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) navigate(`/verificar/${encodeURIComponent(typed.trim())}`);
  };
  return (
    <AuthCard title="Verificación de documentos" width={620}>
      {query.isLoading && <Loader aria-label="Verificando" />}
      {query.isError && (
        <Alert color="red" role="alert" title="Documento no encontrado">
          {errorText(query.error) ?? MSG.common.connection}
        </Alert>
      )}
      {doc && (
        <Stack gap="sm" data-testid="verified-document">
          <Group gap="sm" role="status" aria-live="polite">
            {doc.valid ? (
              <IconCircleCheck size={40} color="var(--mantine-color-teal-8)" aria-hidden />
            ) : (
              <IconCircleX size={40} color="var(--mantine-color-red-8)" aria-hidden />
            )}
            <div>
              <Text size="xl" fw={700} c={doc.valid ? 'teal.9' : 'red.9'} data-testid="document-status">
                {doc.status_text}
              </Text>
              {doc.note && <Text size="sm">{doc.note}</Text>}
            </div>
          </Group>
          <Group gap="xs">
            <Badge variant="light">{doc.kind_label}</Badge>
            <Text size="sm">
              Código {doc.code} · emitido el {formatInstantDate(doc.issued_at)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
            {doc.fields.map((f) => (
              <div key={f.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" m={0} size="sm" fw={500}>
                  {f.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Código de verificación"
            placeholder="XXXX-XXXX-XX"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">Verificar</Button>
        </Group>
      </form>
    </AuthCard>
  );
}
