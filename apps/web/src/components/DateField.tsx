// Spanish date picker: dd/MM/yyyy, month and year reachable from the header, range rules of §9.
// Values are 'YYYY-MM-DD' strings (what the API receives).
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { dateBounds } from './date-range.ts';

type Props = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'minDate' | 'maxDate'> & {
  value: string | null;
  onChange: (v: string | null) => void;
  min?: string | null;
  max?: string | null;
};

export function DateField({ value, onChange, min, max, ...rest }: Props) {
  const { minDate, maxDate } = dateBounds({ min, max });
  return (
    <DatePickerInput
      valueFormat="DD/MM/YYYY"
      locale="es"
      clearable
      value={value}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : null)}
      minDate={minDate}
      maxDate={maxDate}
      popoverProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
