import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { handedValue, readNumber, sanitizeNumber, sentHint, shownNumber, type NumberMode } from './number-input.ts';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (v: string) => void; mode?: NumberMode; maxLength?: number };

/**
 * Number input over the shared rule (number-input.ts): it keeps the text as typed, hands its form the
 * value that rule reads (money stays a string, never a float), shows that value under the field when
 * it differs from the text, and shows the rule's message when the text is refused. A value set from
 * outside shows with the decimal comma ('238,65'), without the hint until the user edits it.
 */
export function NumberField({ value, onChange, mode = { kind: 'decimal' }, maxLength, error, description, ...rest }: Props) {
  const outside = String(value ?? '');
  const [text, setText] = useState(() => shownNumber(outside, mode));
  // the hint reads back what the user typed; a value set from outside needs none
  const [typed, setTyped] = useState(false);
  const handed = useRef(outside);
  useEffect(() => {
    // a value set from outside (a reset, a loaded record) replaces the text; our own echo does not
    if (outside === handed.current) return;
    handed.current = outside;
    setText(shownNumber(outside, mode));
    setTyped(false);
  }, [outside, mode]);
  const reading = readNumber(text, mode);

  return (
    <TextInput
      inputMode={mode.kind === 'decimal' ? 'decimal' : 'numeric'}
      value={text}
      onChange={(e) => {
        const clean = sanitizeNumber(e.currentTarget.value, text, mode);
        const next = maxLength ? clean.slice(0, maxLength) : clean;
        setText(next);
        setTyped(true);
        handed.current = handedValue(next, mode);
        onChange(handed.current);
      }}
      error={error || (reading.ok ? undefined : reading.message)}
      description={description ?? (typed ? sentHint(text, mode) : undefined)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...rest}
    />
  );
}
