import { Empty, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../shared/forms/FormField';
import { useDebouncedValue } from '../../shared/useDebounce';
import { useCompanyOptions } from './api';

/** A chosen company, kept with its name so the choice reads right whatever the search shows. */
export interface PickedCompany {
  id: number;
  name: string;
}

/** The searched options with the chosen ones first, so a chosen company never shows as a bare id. */
function useOptions(picked: PickedCompany[], opened: boolean) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const answer = useCompanyOptions(debounced, opened);
  const options = useMemo(() => {
    const found = (answer.data ?? []).map((company) => ({ value: company.id, label: company.name }));
    const missing = picked
      .filter((company) => !found.some((option) => option.value === company.id))
      .map((company) => ({ value: company.id, label: company.name }));
    return [...missing, ...found];
  }, [answer.data, picked]);
  return { options, setSearch, loading: answer.isFetching, search };
}

interface CompanyPickerProps {
  value: PickedCompany[];
  onChange(companies: PickedCompany[]): void;
  onBlur?(): void;
  accessibility: FieldAccessibility;
  testId: string;
  /** One company (the banner) instead of several (an announcement). */
  single?: boolean;
}

/** Companies searched by name on the server (GET /operator/company?search=), one or several. */
export function CompanyPicker({
  value,
  onChange,
  onBlur,
  accessibility,
  testId,
  single,
}: CompanyPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { options, setSearch, loading, search } = useOptions(value, opened);
  const toPicked = (ids: number[]) =>
    ids.flatMap((id) => {
      const option = options.find((candidate) => candidate.value === id);
      return option ? [{ id, name: option.label }] : [];
    });
  return (
    <Select<number | number[]>
      {...accessibility}
      data-testid={testId}
      mode={single ? undefined : 'multiple'}
      value={single ? value[0]?.id : value.map((company) => company.id)}
      onChange={(next) => {
        setSearch('');
        onChange(toPicked(next === undefined ? [] : Array.isArray(next) ? next : [next]));
      }}
      onBlur={onBlur}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={loading}
      allowClear
      placeholder={t('platformConsole.target.placeholder')}
      notFoundContent={
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sharedWidgets.remoteSelect.noOptions')} />
      }
      style={{ width: '100%' }}
    />
  );
}
