// One-field dialogs of the Record de Cuenta actions (an amount, a number of months, a reason): the
// dialog stays open while the call runs and shows the server's refusal under its field, so nothing
// typed is lost; it closes on success and the caller shows the toast.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { MSG } from '@aseo/shared/messages';
import { DateField } from '../../../../components/DateField.tsx';
import { NumberField } from '../../../../components/NumberField.tsx';
import type { NumberMode } from '../../../../components/number-input.ts';
import { errorText } from '../../../../lib/api.ts';

export type Ask = {
  title: string;
  label: string;
  /** 'text': a reason (required); 'date': a day from `min` on; otherwise a number with these decimals */
  kind: 'text' | 'date' | { decimals: number };
  min?: string;
  initial?: string;
  note?: string;
  /** Runs the call; its error is shown under the field; null keeps the dialog open (a confirmation declined). */
  submit: (value: string) => Promise<{ message: string } | null>;
};

function AskForm({ ask, done }: { ask: Ask; done: (message: string | null) => void }) {
  const [value, setValue] = useState(ask.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (ask.kind === 'text' && !value.trim()) return setError(MSG.accountStatus.reasonRequired);
    if (ask.kind !== 'text' && value === '') return setError(MSG.common.fieldRequired);
    setError(null);
    setBusy(true);
    try {
      const res = await ask.submit(ask.kind === 'text' ? value.trim() : value);
      if (res) done(res.message);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    } finally {
      setBusy(false);
    }
  };
  const mode: NumberMode | undefined =
    typeof ask.kind === 'string' ? undefined : ask.kind.decimals === 0 ? { kind: 'integer' } : { kind: 'decimal', precision: ask.kind.decimals };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        {ask.note && <Text size="sm">{ask.note}</Text>}
        {ask.kind === 'date' ? (
          <DateField label={ask.label} value={value || null} onChange={(v) => setValue(v ?? '')} min={ask.min} error={error} required />
        ) : ask.kind === 'text' ? (
          <Textarea
            label={ask.label}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            required
            autosize
            minRows={2}
            data-autofocus
          />
        ) : (
          <NumberField label={ask.label} value={value} onChange={setValue} mode={mode} error={error} required data-autofocus />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => done(null)}>
            {MSG.common.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {MSG.common.accept}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the dialog; resolves with the success message, or null when cancelled. */
export function ask(a: Ask): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (message: string | null) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(message);
    };
    const id = modals.open({ title: a.title, centered: true, onClose: () => finish(null), children: <AskForm ask={a} done={finish} /> });
  });
}
