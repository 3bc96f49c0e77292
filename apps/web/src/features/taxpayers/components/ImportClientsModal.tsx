// 'Importar Excel': the template, the .xlsx upload, then what was imported and the refused rows.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { showError } from '../../../lib/dialogs.tsx';
import { downloadImportTemplate, useImportClients, type ImportResult } from '../api/import-clients.ts';

type Refused = ImportResult['refused'][number] & Record<string, unknown>;

function ImportResultView({ result }: { result: ImportResult }) {
  return (
    <Stack>
      {'message' in result ? (
        <Alert color="teal" title={result.message}>
          Registros importados: {result.imported.length}
        </Alert>
      ) : (
        <Alert color="red" title={result.error}>
          Registros importados: {result.imported.length}
        </Alert>
      )}
      {result.refused.length > 0 && (
        <>
          <Text fw={600} size="sm">
            Registros rechazados: {result.refused.length}
          </Text>
          <DataTable<Refused>
            rows={result.refused as Refused[]}
            rowKey={(r) => r.row}
            columns={[
              { key: 'row', title: 'Fila' },
              { key: 'error', title: 'Motivo' },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

export function ImportClientsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useImportClients();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  useEffect(() => {
    setFile(null);
    setResult(null);
  }, [opened]);

  const submit = async () => {
    if (!file || !/\.xlsx$/i.test(file.name)) return void showError(MSG.taxpayers.importNotSpreadsheet);
    const res = await upload.mutateAsync(file).catch(() => null);
    if (res) setResult(res);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importar Excel"
      size="lg"
      footer={
        result ? (
          <Button onClick={onClose}>{MSG.common.accept}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              {MSG.common.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={upload.isPending} disabled={!file}>
              Importar
            </Button>
          </>
        )
      }
    >
      {result ? (
        <ImportResultView result={result} />
      ) : (
        <Stack>
          <Text size="sm">Complete la plantilla con un contribuyente y su inmueble por fila y súbala en formato .xlsx.</Text>
          <Anchor component="button" type="button" onClick={() => void downloadImportTemplate()} w="fit-content">
            <IconDownload size={14} /> Descargar plantilla
          </Anchor>
          <FileUpload label="Archivo (.xlsx)" set="extended" value={file} onChange={setFile} placeholder="Seleccione el archivo" />
        </Stack>
      )}
    </Modal>
  );
}
