// 'Subir XLS' of 'Rutas y Horarios' (staff with upload-routes): the template, the .xlsx, then what
// was saved, how many routes went inactive, and the refused rows with the spec's warning.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MSG } from '@aseo/shared/messages';
import { DataTable } from '../../../components/DataTable.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { downloadRoutesTemplate, useUploadRoutes, type UploadResult } from '../api/routes.ts';

type Refused = UploadResult['invalid'][number] & Record<string, unknown>;

export function UploadRoutesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadRoutes();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  useEffect(() => {
    setFile(null);
    setError(null);
    setResult(null);
  }, [opened]);

  const submit = async () => {
    if (!file) return;
    setError(null);
    try {
      const res = await upload.mutateAsync(file);
      setResult(res);
      if (!res.errors) void showSuccess(res.message);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Subir rutas"
      footer={
        result ? (
          <Button onClick={onClose}>{MSG.common.accept}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              {MSG.common.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={upload.isPending} disabled={!file}>
              Subir
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Stack>
          <Alert color={result.errors ? 'yellow' : 'teal'} title={result.message} role={result.errors ? 'alert' : 'status'}>
            Rutas guardadas: {result.saved} · Rutas que quedaron inactivas: {result.deactivated}
          </Alert>
          {result.invalid.length > 0 && (
            <>
              <Text fw={600} size="sm">
                Filas no guardadas: {result.invalid.length}
              </Text>
              <DataTable<Refused>
                rows={result.invalid as Refused[]}
                rowKey={(r) => r.row}
                columns={[
                  { key: 'row', title: 'Fila' },
                  { key: 'error', title: 'Motivo' },
                ]}
              />
            </>
          )}
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            Una ruta por fila: tipo de unidad, número de ruta, Si/No por cada día, turno, descripción y hora. El archivo reemplaza las rutas que nombra; las que
            no aparezcan quedan inactivas.
          </Text>
          <Anchor component="button" type="button" onClick={() => void downloadRoutesTemplate()} w="fit-content">
            <IconDownload size={14} /> Descargar plantilla
          </Anchor>
          <FileUpload label="Archivo (.xlsx)" set="extended" value={file} onChange={setFile} placeholder="Seleccione el archivo" error={error} />
        </Stack>
      )}
    </Modal>
  );
}
