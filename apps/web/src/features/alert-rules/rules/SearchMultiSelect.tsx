import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../shared/forms/FormField';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { type Choice, type OptionKind, useChoices } from './option-api';

interface SearchMultiSelectProps {
  kind: OptionKind;
  value: number[] | undefined;
  onChange(value: number[]): void;
  onBlur(): void;
  /** Names of what is already chosen (from the stored rule), shown before any search answers. */
  known: readonly Choice[];
  placeholder: string;
  accessibility: FieldAccessibility;
  disabled?: boolean;
}

/** A multiple choice searched on the server (debounced); chosen items keep their names. */
export function SearchMultiSelect(props: SearchMultiSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const choices = useChoices(props.kind, debounced, opened);
  const [picked, setPicked] = useState<Choice[]>([]);
  const options = useMemo(() => {
    const byValue = new Map<number, Choice>();
    for (const choice of [...props.known, ...picked, ...(choices.data ?? [])])
      byValue.set(choice.value, choice);
    return [...byValue.values()];
  }, [props.known, picked, choices.data]);
  return (
    <Select<number[]>
      {...props.accessibility}
      mode="multiple"
      value={props.value ?? []}
      onChange={(next) => {
        setPicked(options.filter((option) => next.includes(option.value)));
        props.onChange(next);
      }}
      onBlur={props.onBlur}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={choices.isFetching}
      notFoundContent={
        choices.error
          ? t('alertRules.form.optionsFailed', { message: choices.error.message })
          : choices.isFetching
            ? t('common.loading')
            : undefined
      }
      placeholder={props.placeholder}
      disabled={props.disabled}
      style={{ width: '100%' }}
    />
  );
}
