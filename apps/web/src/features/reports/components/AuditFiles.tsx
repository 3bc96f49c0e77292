// 'Reportes generados': the audit reports the user asked for with 'Generar reporte', their state
// (refreshed by the `reports` socket event), and the download of each ready file. A file that
// becomes ready while the screen is open is announced with a toast.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { LABELS } from '@aseo/shared/messages';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { downloadAuditFile, useAuditFiles, type AuditFile } from '../api/audit.ts';
import { instantCell } from '../lib/cells.tsx';

const C = LABELS.reports.audit;
// the contract's AUDIT_FILE_STATUS_LABELS with a colour each
const STATUS: Record<AuditFile['status'], { label: string; color: string }> = {
  pending: { label: 'En proceso', color: 'blue' },
  ready: { label: 'Listo', color: 'teal' },
  failed: { label: 'Falló', color: 'red' },
};

export function AuditFiles() {
  const files = useAuditFiles();
  const list = files.data?.files ?? [];
  const seen = useRef<Map<string, AuditFile['status']> | null>(null);
  useEffect(() => {
    const now = files.data?.files;
    if (!now) return;
    const before = seen.current;
    if (before) for (const f of now) if (f.status === 'ready' && before.get(f.id) === 'pending') void showSuccess(`${f.name}: ${STATUS.ready.label}`);
    seen.current = new Map(now.map((f) => [f.id, f.status]));
  }, [files.data]);

  return (
    <Card withBorder data-testid="audit-files">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {C.files}
        </Title>
        <Text size="xs" c="dimmed">
          {C.generateHint}
        </Text>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {C.noFiles}
          </Text>
        ) : (
          <Stack gap={6}>
            {list.map((f) => (
              <Group key={f.id} justify="space-between" wrap="wrap" gap="xs" data-testid="audit-file">
                <Stack gap={0}>
                  <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                    {f.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {C.requested} {instantCell(f.requested_at)}
                    {f.rows !== null ? ` · ${C.rows}: ${f.rows}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge variant="light" color={STATUS[f.status].color}>
                    {STATUS[f.status].label}
                  </Badge>
                  {f.status === 'ready' && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      onClick={() => void downloadAuditFile(f)}
                      aria-label={`${C.download} ${f.name}`}
                    >
                      {C.download}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
