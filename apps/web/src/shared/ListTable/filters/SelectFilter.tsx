import { splitListValues } from '@armada/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterValue, type ListState, withFilter } from '../list-state';
import type { ListStateChange } from '../useUrlListState';

export interface SelectFilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  field: string;
  /** One value ('vehicle.id eq 4') or several ('status.name in DRAFT,SCHEDULED'). */
  mode: 'eq' | 'in';
  label: string;
  options: SelectFilterOption[] | undefined;
  loading?: boolean;
  /** Why the choices could not be loaded, shown in place of the list. */
  error?: string;
  state: ListState;
  onStateChange: ListStateChange;
}

/** A list filter choosing one or several values of a field; the names are searched as typed. */
export function SelectFilter(props: SelectFilterProps) {
  const { field, mode, label, options, state, onStateChange } = props;
  const { t } = useTranslation();
  const raw = filterValue(state, field, mode);
  const common = {
    'aria-label': label,
    placeholder: label,
    options,
    loading: props.loading,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
    notFoundContent: props.error ?? (props.loading ? t('common.loading') : undefined),
    style: { width: '100%' },
  } as const;

  if (mode === 'in') {
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={raw === undefined ? [] : splitListValues(raw)}
        onChange={(values) => onStateChange(withFilter(state, field, 'in', values.join(',')))}
      />
    );
  }
  return (
    <Select<string>
      {...common}
      value={raw}
      onChange={(value) => onStateChange(withFilter(state, field, 'eq', value ?? null))}
    />
  );
}
