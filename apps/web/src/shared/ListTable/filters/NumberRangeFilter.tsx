import { InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';
import { filterValue, type ListState, withFilter } from '../list-state';
import { useListInputPause } from '../useListInputPause';
import type { ListStateChange } from '../useUrlListState';

interface NumberRangeFilterProps {
  field: string;
  /** Names both ends for screen readers and placeholders: [minimum, maximum]. */
  labels: [string, string];
  state: ListState;
  onStateChange: ListStateChange;
}

type Bound = number | null;

function parse(raw: string | undefined): Bound {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}
const text = (bound: Bound) => (bound === null ? null : String(bound));

/**
 * A minimum-maximum filter on a number field ('load_weight gte 100', 'load_weight lte 500'), applied
 * a moment after the typing stops like the search box (INPUT_DEBOUNCE_MS).
 */
export function NumberRangeFilter({ field, labels, state, onStateChange }: NumberRangeFilterProps) {
  const stored: [Bound, Bound] = [
    parse(filterValue(state, field, 'gte')),
    parse(filterValue(state, field, 'lte')),
  ];
  const [draft, setDraft] = useState<[Bound, Bound]>(stored);

  // The URL can change the bounds too (back button, clear filters): the inputs follow it.
  const [storedMin, storedMax] = stored;
  useEffect(() => setDraft([storedMin, storedMax]), [storedMin, storedMax]);

  const [min, max] = draft;
  useListInputPause(`${min}~${max}`, `${storedMin}~${storedMax}`, () =>
    onStateChange(withFilter(withFilter(state, field, 'gte', text(min)), field, 'lte', text(max))),
  );

  return (
    <Space.Compact block>
      <InputNumber<number>
        value={min}
        min={0}
        onChange={(value) => setDraft([value, max])}
        placeholder={labels[0]}
        aria-label={labels[0]}
        style={{ width: '50%' }}
      />
      <InputNumber<number>
        value={max}
        min={0}
        onChange={(value) => setDraft([min, value])}
        placeholder={labels[1]}
        aria-label={labels[1]}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}
