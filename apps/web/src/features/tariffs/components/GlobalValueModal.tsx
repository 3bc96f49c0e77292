// One modal for the five global values: rates with 4 decimals, percentages with 2 (≤ 100).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { GlobalValueKey } from '@aseo/shared/constants';
import { formatNumber } from '@aseo/shared/format';
import { exchangeRateSchema, percentageSchema } from '@aseo/shared/schemas';
import { NumberField } from '../../../components/NumberField.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages } from '../../../lib/form.ts';
import { useSetGlobalValue } from '../api/global-values.ts';

export const GLOBAL_VALUE_TITLES: Record<GlobalValueKey, string> = {
  conversion_dolar: 'Conversión Dolar - Bs',
  conversion_petro: 'Conversión UCD - Bs',
  iva: 'Porcentaje del IVA',
  retention: 'Porcentaje de Retención',
  bankInterest: 'Interés Bancario',
};
const isRate = (k: GlobalValueKey) => k === 'conversion_dolar' || k === 'conversion_petro';

export function GlobalValueModal({ valueKey, current, onClose }: { valueKey: GlobalValueKey | null; current: string | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetGlobalValue();
  useEffect(() => {
    setAmount(current ?? '');
    setError(null);
  }, [valueKey, current]);
  if (!valueKey) return null;
  const rate = isRate(valueKey);

  const submit = async () => {
    const parsed = (rate ? exchangeRateSchema : percentageSchema).safeParse({ amount });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const res = await save.mutateAsync({ key: valueKey, amount: parsed.data.amount }).catch((err: unknown) => {
      setError(fieldMessages(err, ['amount']).amount ?? null);
      return null;
    });
    if (!res) return;
    onClose();
    void showSuccess(res.message);
  };

  return (
    <Modal opened onClose={onClose} title={GLOBAL_VALUE_TITLES[valueKey]} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Valor actual: {current ? formatNumber(current, { decimals: rate ? 4 : 2, prefix: rate ? 'Bs.' : '' }) : '—'}
          {rate ? '' : ' %'}
        </Text>
        <NumberField
          label={rate ? 'Monto (Bs.)' : 'Porcentaje'}
          mode={{ kind: 'decimal', precision: rate ? 4 : 2 }}
          value={amount}
          onChange={setAmount}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
