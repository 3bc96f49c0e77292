import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitizeNumber, type NumberMode } from './number-input.ts';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (v: string) => void; mode?: NumberMode; maxLength?: number };

/** Text input that only ever holds a valid number text (money stays a string, never a float). */
export function NumberField({ value, onChange, mode = { kind: 'decimal' }, maxLength, ...rest }: Props) {
  return (
    <TextInput
      inputMode={mode.kind === 'digits' ? 'numeric' : 'decimal'}
      value={value ?? ''}
      onChange={(e) => {
        const next = sanitizeNumber(e.currentTarget.value, value ?? '', mode);
        onChange(maxLength ? next.slice(0, maxLength) : next);
      }}
      {...rest}
    />
  );
}
