import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { handedValue, readNumber, sanitizeNumber, sentHint, type NumberMode } from './number-input.ts';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (v: string) => void; mode?: NumberMode; maxLength?: number };

/**
 * Number input over the shared rule (number-input.ts): it keeps the text as typed, hands its form the
 * value that rule reads (money stays a string, never a float), shows that value under the field when
 * it differs from the text, and shows the rule's message when the text is refused.
 */
export function NumberField({ value, onChange, mode = { kind: 'decimal' }, maxLength, error, description, ...rest }: Props) {
  const outside = String(value ?? '');
  const [text, setText] = useState(outside);
  const handed = useRef(outside);
  useEffect(() => {
    // a value set from outside (a reset, a loaded record) replaces the text; our own echo does not
    if (outside === handed.current) return;
    handed.current = outside;
    setText(outside);
  }, [outside]);
  const reading = readNumber(text, mode);

  return (
    <TextInput
      inputMode={mode.kind === 'decimal' ? 'decimal' : 'numeric'}
      value={text}
      onChange={(e) => {
        const clean = sanitizeNumber(e.currentTarget.value, text, mode);
        const next = maxLength ? clean.slice(0, maxLength) : clean;
        setText(next);
        handed.current = handedValue(next, mode);
        onChange(handed.current);
      }}
      error={error || (reading.ok ? undefined : reading.message)}
      description={description ?? sentHint(text, mode)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...rest}
    />
  );
}
