// The taxpayer's new complaint or suggestion: zone and details, each refused under its field.
import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@aseo/shared/messages';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages } from '../../../lib/form.ts';
import { useCreateSuggestion } from '../api/suggestions.ts';

export function SuggestionForm() {
  const create = useCreateSuggestion();
  const [zone, setZone] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = { ...(zone.trim() ? {} : { zone: MSG.suggestions.zoneRequired }), ...(text.trim() ? {} : { text: MSG.suggestions.textRequired }) };
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const res = await create.mutateAsync({ zone, text });
      void showSuccess(res.message);
      setZone('');
      setText('');
    } catch (err) {
      const fields = fieldMessages(err, ['zone', 'text']);
      setErrors(Object.keys(fields).length ? fields : { text: errorText(err) ?? MSG.common.connection });
    }
  };
  return (
    <Card withBorder>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Nueva denuncia o sugerencia
          </Title>
          <TextInput label="Zona" required value={zone} onChange={(e) => setZone(e.currentTarget.value)} error={errors.zone} maxLength={200} />
          <Textarea
            label="Detalle"
            required
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.text}
            maxLength={5000}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
