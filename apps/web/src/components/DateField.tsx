// Spanish date field: typed as dd/mm/aaaa or picked from a calendar with month and year dropdowns,
// within the range rules of §9 and the field's own min/max. Values are 'YYYY-MM-DD' strings (what
// the API receives). A typed date that is no date, or is out of range, shows why under the field and
// leaves the field empty for its form (what is sent is never a date the field does not show).
import { CloseButton, Group, Popover, Select, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { formatDate } from '@aseo/shared/format';
import { dateBounds, monthOptions, openingDay, readTypedDate, typedDateText, yearOptions } from './date-range.ts';

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

export function DateField({ value, onChange, min, max, error, onBlur, ...rest }: Props) {
  const { minDate, maxDate } = dateBounds({ min, max });
  const [opened, setOpened] = useState(false);
  // opened from the keyboard (Arrow down), the calendar takes the focus; opened by a click, the
  // focus stays in the field so that the date can be typed while the calendar follows it
  const [trapFocus, setTrapFocus] = useState(false);
  const [text, setText] = useState(() => formatDate(value));
  const [refusal, setRefusal] = useState<string | null>(null);
  const handed = useRef(value ?? null);
  const dropdown = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<string>(() => openingDay(value, minDate, maxDate));
  useEffect(() => {
    // a value set from outside (a reset, a loaded record) replaces the text; our own echo does not
    if ((value ?? null) === handed.current) return;
    handed.current = value ?? null;
    setText(formatDate(value));
    setRefusal(null);
  }, [value]);

  const hand = (v: string | null) => {
    handed.current = v;
    if (v !== (value ?? null)) onChange(v);
  };
  const open = (fromKeyboard: boolean) => {
    setShown(openingDay(handed.current, minDate, maxDate));
    setTrapFocus(fromKeyboard);
    setOpened(true);
  };
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
  /** Reads the typed text once the user is done with it (leaving the field, Enter). */
  const settle = () => {
    const typed = readTypedDate(text, minDate, maxDate);
    if (typed.kind === 'refused') {
      setRefusal(typed.message);
      hand(null);
      return;
    }
    setRefusal(null);
    const v = typed.kind === 'date' ? typed.value : null;
    hand(v);
    setText(formatDate(v));
  };
  const pick = (v: string | null) => {
    setRefusal(null);
    setText(formatDate(v));
    hand(v);
  };

  return (
    // withRoles off: a text input may not carry aria-expanded (axe, critical); the dropdown names itself
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal trapFocus={trapFocus} returnFocus={trapFocus} withRoles={false}>
      <Popover.Target>
        <TextInput
          ref={input}
          value={text}
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          leftSection={<IconCalendar size={16} />}
          rightSection={text ? <CloseButton size="sm" aria-label="Borrar fecha" onClick={() => pick(null)} /> : null}
          error={refusal ?? error}
          onChange={(e) => {
            const next = typedDateText(e.currentTarget.value, text);
            setText(next);
            const typed = readTypedDate(next, minDate, maxDate);
            // a whole date inside the range counts at once (and the calendar shows its month); a
            // refusal waits for the user to finish typing
            if (typed.kind === 'date') {
              setRefusal(null);
              setShown(typed.value);
              hand(typed.value);
            } else if (typed.kind === 'empty') {
              setRefusal(null);
              hand(null);
            }
          }}
          onClick={() => !opened && open(false)}
          onBlur={(e: FocusEvent<HTMLInputElement>) => {
            // moving into the calendar is not leaving the field
            if (e.relatedTarget instanceof Node && dropdown.current?.contains(e.relatedTarget)) return;
            settle();
            if (e.relatedTarget) setOpened(false);
            onBlur?.(e);
          }}
          // the keyboard: Arrow down opens the calendar (WCAG 2.1.1), Escape closes it, Enter reads the typed date
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              open(true);
            } else if (e.key === 'Escape' && opened) {
              e.preventDefault();
              setOpened(false);
            } else if (e.key === 'Enter') {
              if (readTypedDate(text, minDate, maxDate).kind === 'refused') e.preventDefault();
              settle();
              setOpened(false);
            }
          }}
          aria-haspopup="dialog"
          {...rest}
        />
      </Popover.Target>
      {/* never wider than a phone's screen (390 px): the dropdowns shrink, the calendar fits */}
      <Popover.Dropdown
        ref={dropdown}
        role="dialog"
        aria-label="Seleccionar fecha"
        maw="calc(100vw - 16px)"
        // leaving the calendar for elsewhere (not for the field) is leaving the field too
        onBlur={(e: FocusEvent<HTMLDivElement>) => {
          const to = e.relatedTarget;
          if (to instanceof Node && (dropdown.current?.contains(to) || to === input.current)) return;
          if (text !== formatDate(value)) settle();
        }}
      >
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
          // Spanish, weeks from Monday (set here, not in a provider above the app: the dates' code
          // and styles load with this field only)
          locale="es"
          firstDayOfWeek={1}
          ariaLabels={ARIA_LABELS}
          // another month's days are not offered (they also failed contrast, axe): the dropdowns move between months
          hideOutsideDates
          date={shown}
          onDateChange={setShown}
          value={value}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(v) => {
            pick(v ? String(v).slice(0, 10) : null);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
