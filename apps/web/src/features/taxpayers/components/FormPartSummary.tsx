// The form-level messages of a form part, once each, above its fields (see form-part.ts).
import { Alert } from '@mantine/core';

export function FormPartSummary({ lines }: { lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }} data-testid="form-summary">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
