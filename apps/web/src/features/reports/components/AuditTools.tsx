// The audit report's tools beside its exports: 'Verificar integridad' (the hash chain walked by the
// API: whole, or the first altered row) and 'Generar reporte', the extended export built in the
// background for export-reports-audit (it needs the start date, like every audit export; the user
// is told it will be notified when the file is ready).
import { Alert, Button, List, Stack } from '@mantine/core';
import { IconShieldCheck, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { LABELS, MSG } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { auditExportError } from '@aseo/shared/schemas';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useGenerateAudit, useVerifyChain, type AuditExportQuery, type AuditVerifyAnswer } from '../api/audit.ts';
import { instantCell } from '../lib/cells.tsx';

const C = LABELS.reports.audit;

export function VerifyResult({ result }: { result: AuditVerifyAnswer }) {
  return (
    <Stack gap="sm" data-testid="chain-result">
      <Alert color={result.ok ? 'teal' : 'red'} title={result.ok ? C.chainOk : C.chainBroken}>
        {result.message}
      </Alert>
      <List size="sm" spacing={4}>
        <List.Item>
          {C.checked}: <b>{result.checked}</b>
        </List.Item>
        {result.head_hash && (
          <List.Item>
            {C.head}: <code style={{ wordBreak: 'break-all' }}>{result.head_hash}</code>
          </List.Item>
        )}
        {result.broken && (
          <List.Item>
            {C.brokenRow}: <b>#{result.broken.id}</b> ({instantCell(result.broken.created_at)})
          </List.Item>
        )}
      </List>
    </Stack>
  );
}

export function AuditTools({ filters }: { filters: { search: string; since: string; until: string; module_id: string; user_id: string; client_id: string } }) {
  const { user } = useSession();
  const verify = useVerifyChain();
  const generate = useGenerateAudit();
  const [result, setResult] = useState<AuditVerifyAnswer | null>(null);

  const runVerify = async () => {
    try {
      setResult(await verify.mutateAsync({}));
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };
  const runGenerate = async () => {
    const refused = auditExportError(filters);
    if (refused) return void showError(refused);
    const input: AuditExportQuery = {
      search: filters.search || undefined,
      since: filters.since,
      until: filters.until || undefined,
      module_id: filters.module_id ? Number(filters.module_id) : undefined,
      user_id: filters.user_id ? Number(filters.user_id) : undefined,
      client_id: filters.client_id ? Number(filters.client_id) : undefined,
    };
    try {
      const res = await generate.mutateAsync(input);
      void showSuccess(res.message);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconShieldCheck size={16} aria-hidden />} loading={verify.isPending} onClick={() => void runVerify()}>
        {C.verify}
      </Button>
      {can(user, P.EXPORT_REPORTS_AUDIT) && (
        <Button leftSection={<IconFileExport size={16} aria-hidden />} loading={generate.isPending} onClick={() => void runGenerate()} title={C.generateHint}>
          {C.generate}
        </Button>
      )}
      <Modal opened={!!result} onClose={() => setResult(null)} title={C.verifyTitle}>
        {result && <VerifyResult result={result} />}
      </Modal>
    </>
  );
}
