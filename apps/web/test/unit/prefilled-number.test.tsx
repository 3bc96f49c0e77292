// A prefilled amount (the reconcile dialog's amount paid, the desk's voucher, the withholding) shows as
// the portal writes amounts, '238,65', and reads back as the same value (issue 26 item 7).
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from '../../src/components/NumberField.tsx';
import { readNumber, shownNumber } from '../../src/components/number-input.ts';

describe('shownNumber: the text of a value set from outside', () => {
  it.each([
    ['238.65', { kind: 'decimal' } as const, '238,65'],
    ['1234.5', { kind: 'decimal', precision: 2 } as const, '1234,5'],
    ['61.1234', { kind: 'decimal', precision: 4 } as const, '61,1234'],
    ['580', { kind: 'decimal' } as const, '580'],
    ['', { kind: 'decimal' } as const, ''],
    ['12', { kind: 'integer' } as const, '12'],
    ['0414123', { kind: 'digits' } as const, '0414123'],
  ])('%s (%j) shows %s', (value, mode, text) => expect(shownNumber(value, mode)).toBe(text));
  it('reads back as the value it shows', () => {
    for (const v of ['238.65', '0.5', '1234567.89', '61.1234'])
      expect(readNumber(shownNumber(v, { kind: 'decimal' }), { kind: 'decimal' })).toEqual({ ok: true, value: v });
  });
});

function Prefilled({ initial, onValue }: { initial: string; onValue?: (v: string) => void }) {
  const [v, setV] = useState(initial);
  return (
    <NumberField
      label="Monto pagado (Bs)"
      mode={{ kind: 'decimal', precision: 2 }}
      value={v}
      onChange={(next) => {
        setV(next);
        onValue?.(next);
      }}
    />
  );
}

describe('a prefilled amount', () => {
  it("shows '238,65' without a hint, and hands '238.65' on after an edit", () => {
    const seen: string[] = [];
    render(
      <MantineProvider env="test">
        <Prefilled initial="238.65" onValue={(v) => seen.push(v)} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Monto pagado (Bs)') as HTMLInputElement;
    expect(input.value).toBe('238,65');
    expect(screen.queryByText(/Se enviará/)).toBeNull();
    fireEvent.change(input, { target: { value: '238,6' } });
    fireEvent.change(input, { target: { value: '238,65' } });
    expect(seen.at(-1)).toBe('238.65');
    expect(input.value).toBe('238,65');
    expect(screen.getByText('Se enviará: 238.65')).toBeTruthy();
  });
});
