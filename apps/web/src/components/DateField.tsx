// Spanish date picker: shows dd/MM/yyyy, month and year dropdowns above the calendar, range rules
// of §9. Values are 'YYYY-MM-DD' strings (what the API receives).
import { CloseButton, Group, Popover, Select, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate } from '@aseo/shared/format';
import { dateBounds, monthOptions, openingDay, yearOptions } from './date-range.ts';

// the calendar's arrows, named for screen readers (axe: button-name); the level button keeps its
// visible text ('noviembre 2026') as its name (label in name, WCAG 2.5.3)
const ARIA_LABELS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
};

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (v: string | null) => void;
  min?: string | null;
  max?: string | null;
};

export function DateField({ value, onChange, min, max, ...rest }: Props) {
  const { minDate, maxDate } = dateBounds({ min, max });
  const [opened, { open, close }] = useDisclosure(false);
  const [shown, setShown] = useState<string>(() => openingDay(value, minDate, maxDate));
  const month = String(dayjs(shown).month());
  const year = String(dayjs(shown).year());
  const moveTo = (m: string | null, y: string | null) =>
    setShown(
      dayjs(shown)
        .year(Number(y ?? year))
        .month(Number(m ?? month))
        .date(1)
        .format('YYYY-MM-DD'),
    );

  return (
    // withRoles off: a text input may not carry aria-expanded (axe, critical); the dropdown names itself
    <Popover opened={opened} onChange={(o) => (o ? open() : close())} position="bottom-start" withinPortal trapFocus withRoles={false}>
      <Popover.Target>
        <TextInput
          readOnly
          value={formatDate(value)}
          placeholder="dd/mm/aaaa"
          leftSection={<IconCalendar size={16} />}
          rightSection={value ? <CloseButton size="sm" aria-label="Borrar fecha" onClick={() => onChange(null)} /> : null}
          onClick={() => {
            setShown(openingDay(value, minDate, maxDate));
            open();
          }}
          // the keyboard opens it too (WCAG 2.1.1): Enter, Space or Arrow down on the field
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return;
            e.preventDefault();
            setShown(openingDay(value, minDate, maxDate));
            open();
          }}
          aria-haspopup="dialog"
          {...rest}
        />
      </Popover.Target>
      {/* never wider than a phone's screen (390 px): the dropdowns shrink, the calendar fits */}
      <Popover.Dropdown role="dialog" aria-label="Seleccionar fecha" maw="calc(100vw - 16px)">
        <Group gap="xs" mb="xs" grow>
          <Select
            aria-label="Mes"
            data={monthOptions()}
            value={month}
            onChange={(m) => moveTo(m, null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            aria-label="Año"
            data={yearOptions(minDate, maxDate)}
            value={year}
            onChange={(y) => moveTo(null, y)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
        </Group>
        <DatePicker
          locale="es"
          ariaLabels={ARIA_LABELS}
          // another month's days are not offered (they also failed contrast, axe): the dropdowns move between months
          hideOutsideDates
          date={shown}
          onDateChange={setShown}
          value={value}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(v) => {
            onChange(v ? String(v).slice(0, 10) : null);
            close();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
