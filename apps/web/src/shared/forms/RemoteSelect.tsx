import { Empty, Select } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from './FormField';

export interface SelectedItem {
  value: number;
  label: string;
}

export interface RemoteSelectProps<T> {
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  /** The options the server answered for the current search; undefined while the first call runs. */
  items: T[] | undefined;
  loading: boolean;
  onSearch(search: string): void;
  /** The dropdown opened for the first time: the caller starts loading the options. */
  onOpen(): void;
  itemValue(item: T): number;
  itemLabel(item: T): string;
  renderItem?(item: T): ReactNode;
  /** An option shown but not choosable (its renderItem says why). */
  itemDisabled?(item: T): boolean;
  /** The current choice as the record names it, for when it is not among the searched options. */
  selected: SelectedItem | null;
  placeholder: string;
  disabled?: boolean;
  allowClear?: boolean;
  accessibility: FieldAccessibility;
  testId: string;
}

/**
 * An antd Select whose options come from a list call searched on the server (the caller debounces
 * the search). The chosen option keeps its label even when a later search no longer returns it.
 */
export function RemoteSelect<T>(props: RemoteSelectProps<T>) {
  const { value, items, itemValue, itemLabel, renderItem, itemDisabled, selected, accessibility } = props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<SelectedItem | null>(null);

  const byValue = useMemo(
    () => new Map((items ?? []).map((item) => [itemValue(item), item])),
    [items, itemValue],
  );
  const options = useMemo(() => {
    const list = (items ?? []).map((item) => ({
      value: itemValue(item),
      label: itemLabel(item),
      disabled: itemDisabled?.(item) ?? false,
    }));
    const current = [picked, selected].find((choice) => choice !== null && choice.value === value);
    if (current && !byValue.has(current.value)) list.unshift({ ...current, disabled: false });
    return list;
  }, [items, itemValue, itemLabel, itemDisabled, picked, selected, value, byValue]);

  return (
    <Select<number>
      {...accessibility}
      data-testid={props.testId}
      value={value ?? undefined}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        setPicked(option ?? null);
        props.onChange(next ?? null);
      }}
      onBlur={props.onBlur}
      onOpenChange={(open) => {
        if (open) props.onOpen();
      }}
      options={options}
      optionRender={(option) => {
        const item = byValue.get(option.value as number);
        return item && renderItem ? renderItem(item) : option.label;
      }}
      showSearch={{ filterOption: false, onSearch: props.onSearch }}
      loading={props.loading}
      placeholder={props.placeholder}
      disabled={props.disabled}
      allowClear={props.allowClear}
      notFoundContent={
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sharedWidgets.remoteSelect.noOptions')} />
      }
      style={{ width: '100%' }}
    />
  );
}
