import { DATE_TIME_FORMAT } from '@armada/domain';
import { ConfigProvider, DatePicker, Grid, type ThemeConfig } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { filterValue, type ListState, withFilter } from '../list-state';
import type { ListStateChange } from '../useUrlListState';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/**
 * The picker shows the browser's clock, the company works in its own time zone: the wall-clock time
 * picked is read in the company's zone and sent with its offset ('2026-11-01T00:00:00+07:00').
 */
export function toZonedFilterValue(picked: Dayjs, timeZone: string): string {
  return dayjs.tz(picked.format(WALL_CLOCK), timeZone).format();
}

export function fromZonedFilterValue(value: string, timeZone: string): Dayjs | null {
  const moment = dayjs(value);
  if (!moment.isValid()) return null;
  return dayjs(moment.tz(timeZone).format(WALL_CLOCK));
}

/**
 * The calendar with its hour and minute columns is about 400px wide, more than a phone has: on the
 * smallest screens its cells and columns are narrowed so the whole popup stays on screen.
 */
const PHONE_PICKER_THEME: ThemeConfig = {
  components: { DatePicker: { cellWidth: 32, timeColumnWidth: 44 } },
};

interface DateRangeFilterProps {
  field: string;
  /** Names both ends for screen readers and placeholders: [from, to]. */
  labels: [string, string];
  timeZone: string;
  state: ListState;
  onStateChange: ListStateChange;
}

/**
 * A from-to filter on a time field ('created_on gte ...' and 'created_on lte ...'). Times are picked
 * with the OK button; an open end is allowed, and the end minute is taken whole.
 */
export function DateRangeFilter({ field, labels, timeZone, state, onStateChange }: DateRangeFilterProps) {
  const screens = Grid.useBreakpoint();
  const from = filterValue(state, field, 'gte');
  const to = filterValue(state, field, 'lte');
  const value: [Dayjs | null, Dayjs | null] = [
    from ? fromZonedFilterValue(from, timeZone) : null,
    to ? fromZonedFilterValue(to, timeZone) : null,
  ];

  const change = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = range ?? [null, null];
    const withStart = withFilter(state, field, 'gte', start ? toZonedFilterValue(start, timeZone) : null);
    onStateChange(
      withFilter(withStart, field, 'lte', end ? toZonedFilterValue(end.endOf('minute'), timeZone) : null),
    );
  };

  const picker = (
    <DatePicker.RangePicker
      value={value}
      onChange={(range) => change(range)}
      showTime={{ format: 'HH:mm', defaultOpenValue: [dayjs().startOf('day'), dayjs().endOf('day')] }}
      format={DATE_TIME_FORMAT}
      allowEmpty={[true, true]}
      placeholder={labels}
      aria-label={`${labels[0]} - ${labels[1]}`}
      style={{ width: '100%' }}
    />
  );
  return screens.sm === false ? <ConfigProvider theme={PHONE_PICKER_THEME}>{picker}</ConfigProvider> : picker;
}
