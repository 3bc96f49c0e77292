// The sales book's period (001 section 7 `report`, `since`, `until`): a month, a half-month (1-15,
// 16-end, for special taxpayers) picked by month and year, or any range of days. The month and the
// half travel as `report` and the period's first day in `since`; a range as `since` and `until`.
import { Group } from '@mantine/core';
import { monthEnd, monthStart } from '@aseo/shared/billing';
import { LABELS } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { filterWidth } from '../../../components/FilterBar.tsx';
import { monthOptions } from '../../../components/date-range.ts';
import { SelectField } from '../../../components/SelectField.tsx';

const S = LABELS.reports.salesBook;

export type PeriodFilters = { report: string; since: string; until: string };

/** The kinds: the contract's 'month' and 'half' (SALES_BOOK_REPORT_LABELS), and a range of days (no `report`). */
export const PERIOD_KINDS = [
  { value: 'month', label: 'Mensual' },
  { value: 'half', label: 'Quincenal' },
  { value: 'range', label: S.range },
];

/** The first day of the period a kind and a day name (a half-month starts on the 1st or the 16th). */
export function periodStart(kind: string, day: string): string {
  if (kind === 'half') return Number(day.slice(8, 10)) >= 16 ? `${day.slice(0, 8)}16` : monthStart(day);
  return monthStart(day);
}

/** The filters after choosing another kind: the month or half containing the current start; a range keeps the month's days. */
export function withKind(kind: string, f: PeriodFilters): PeriodFilters {
  const day = f.since || todayYmd();
  if (kind === 'range' || kind === '') return { report: '', since: monthStart(day), until: f.until && f.report === '' ? f.until : monthEnd(day) };
  return { report: kind, since: periodStart(kind, day), until: '' };
}

const years = (today: string) => Array.from({ length: 8 }, (_, i) => String(Number(today.slice(0, 4)) - i)).map((y) => ({ value: y, label: y }));

export function SalesBookPeriod({ filters: f, onChange }: { filters: PeriodFilters; onChange: (change: Partial<PeriodFilters>) => void }) {
  const today = todayYmd();
  const kind = f.report;
  const start = f.since || periodStart(kind, today);
  const month = String(Number(start.slice(5, 7)) - 1);
  const year = start.slice(0, 4);
  const half = Number(start.slice(8, 10)) >= 16 ? '2' : '1';
  const setStart = (y: string, m: string, h: string) => {
    const first = `${y}-${String(Number(m) + 1).padStart(2, '0')}-01`;
    onChange({ since: kind === 'half' && h === '2' ? `${first.slice(0, 8)}16` : first, until: '' });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
      <SelectField
        label={S.period}
        searchable={false}
        allowDeselect={false}
        data={PERIOD_KINDS}
        value={kind || 'range'}
        onChange={(v) => onChange(withKind(v ?? 'month', f))}
        w={filterWidth(150)}
      />
      {kind === '' ? (
        <>
          <DateField
            label={LABELS.filters.since}
            value={f.since || null}
            onChange={(v) => onChange({ since: v ?? '' })}
            max={f.until || today}
            w={filterWidth(150)}
          />
          <DateField
            label={LABELS.filters.until}
            value={f.until || null}
            onChange={(v) => onChange({ until: v ?? '' })}
            min={f.since || undefined}
            w={filterWidth(150)}
          />
        </>
      ) : (
        <>
          <SelectField
            label={S.month}
            searchable={false}
            allowDeselect={false}
            data={monthOptions()}
            value={month}
            onChange={(v) => setStart(year, v ?? month, half)}
            w={filterWidth(140)}
          />
          <SelectField
            label={S.year}
            searchable={false}
            allowDeselect={false}
            data={years(today)}
            value={year}
            onChange={(v) => setStart(v ?? year, month, half)}
            w={filterWidth(100)}
          />
          {kind === 'half' && (
            <SelectField
              label={S.half}
              searchable={false}
              allowDeselect={false}
              data={[
                { value: '1', label: S.firstHalf },
                { value: '2', label: S.secondHalf },
              ]}
              value={half}
              onChange={(v) => setStart(year, month, v ?? half)}
              w={filterWidth(150)}
            />
          )}
        </>
      )}
    </Group>
  );
}
