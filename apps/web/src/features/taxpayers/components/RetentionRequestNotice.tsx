// The retention a taxpayer asked for at registration, on its edit screen: staff with create-clients
// confirm it (it becomes the taxpayer's retention) or refuse it; until then it bills as 'No'.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { RETENTION_LABELS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useConfirmRetention, useRefuseRetention } from '../api/retention-request.ts';

const label = (v: number) => RETENTION_LABELS[v as keyof typeof RETENTION_LABELS] ?? String(v);

export function RetentionRequestNotice({ clientId, request }: { clientId: number; request: number }) {
  const accept = useConfirmRetention();
  const refuse = useRefuseRetention();
  const busy = accept.isPending || refuse.isPending;

  const decide = async (mutation: typeof accept, question: string) => {
    if (!(await confirm(question))) return;
    const res = await mutation.mutateAsync({ id: clientId }).catch(() => null);
    if (res) void showSuccess(res.message);
  };

  return (
    <Alert color="orange" variant="light" title={MSG.taxpayers.retentionRequested} role="region" aria-label={MSG.taxpayers.retentionRequested} mb="md">
      <Stack gap="sm">
        <Text size="sm">{fillMessage(MSG.taxpayers.retentionRequestNotice, { label: label(request) })}</Text>
        <Group gap="sm">
          <Button
            color="teal"
            loading={accept.isPending}
            disabled={busy}
            onClick={() => void decide(accept, fillMessage(MSG.taxpayers.confirmRetention, { label: label(request) }))}
          >
            Confirmar
          </Button>
          <Button variant="default" loading={refuse.isPending} disabled={busy} onClick={() => void decide(refuse, MSG.taxpayers.refuseRetention)}>
            Rechazar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
