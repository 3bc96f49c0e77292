// The withholding voucher of a retention agent's bill (001 section 4; docs/payments.md): number of
// 14 digits (YYYYMM + 8), date, percentage (the bill's), amount withheld (the bill's withheld VAT,
// proposed), file. The server's refusal shows in place.
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBs } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { DateField } from '../../../components/DateField.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useUploadWithholding, type HistoryRow } from '../api/voucher-history.ts';
import { todayYmd } from '@aseo/shared/schemas';

export function WithholdingModal({ bill, staff, onClose }: { bill: HistoryRow | null; staff: boolean; onClose: () => void }) {
  const upload = useUploadWithholding(staff);
  const [number, setNumber] = useState('');
  const [date, setDate] = useState<string | null>(todayYmd());
  const [percentage, setPercentage] = useState<string | null>('75');
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNumber('');
    setDate(todayYmd());
    setPercentage('75');
    setAmount(bill?.retention_bs ?? '');
    setFile(null);
    setError(null);
  }, [bill]);
  if (!bill) return null;
  const save = async () => {
    setError(null);
    if (!file) return setError(MSG.payments.fileRequired);
    try {
      const res = await upload.mutateAsync({ bill_id: bill.id, number, date: date ?? '', percentage: Number(percentage), amount, file });
      void showSuccess(res.message);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.voucherHistory.uploadError);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Comprobante de retención"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={upload.isPending}>
            Guardar
          </Button>
        </>
      }
    >
      <Stack>
        <Text size="sm">
          Factura {bill.number_format}: IVA retenido {formatBs(bs(bill.retention_bs))}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nro. de comprobante"
            required
            description="14 dígitos: AAAAMM y 8 de secuencia"
            inputMode="numeric"
            maxLength={14}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <DateField label="Fecha" required value={date} onChange={setDate} max={todayYmd()} />
          <SelectField
            label="Porcentaje retenido"
            required
            searchable={false}
            data={[
              { value: '75', label: '75 %' },
              { value: '100', label: '100 %' },
            ]}
            value={percentage}
            onChange={setPercentage}
          />
          <NumberField label="Monto retenido (Bs)" required value={amount} onChange={setAmount} />
        </SimpleGrid>
        <FileUpload set="restricted" label="Archivo del comprobante" required value={file} onChange={setFile} />
      </Stack>
    </Modal>
  );
}
