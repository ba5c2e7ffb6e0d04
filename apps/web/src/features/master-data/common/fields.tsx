import type { ListFilter } from '@armada/domain';
import { Input, InputNumber, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import { RemoteSelect, type SelectedItem } from '../../../shared/forms/RemoteSelect';
import type { MasterDataEntity } from '../../../shared/paths/master-data';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { useMasterDataOptions } from './api';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  extra?: ReactNode;
}

/**
 * A text input. `nullable`: an emptied field is null (the API's "none"); otherwise it stays '' and the
 * schema answers 'Wajib diisi'.
 */
export function TextField<T extends FieldValues>(
  props: FieldProps<T> & { nullable?: boolean; type?: string; placeholder?: string; maxLength?: number },
) {
  const { nullable = false, type, placeholder, maxLength } = props;
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={props.label}
      required={props.required}
      extra={props.extra}
    >
      {(field, a11y) => (
        <Input
          {...a11y}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) =>
            field.onChange(nullable && event.target.value === '' ? null : event.target.value)
          }
          type={type}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

/** A number input; emptied, it is null (a capacity not known, the company's default radius). */
export function NumberField<T extends FieldValues>(
  props: FieldProps<T> & { min?: number; step?: number; onValue?(value: number | null): void },
) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={props.label}
      required={props.required}
      extra={props.extra}
    >
      {(field, a11y) => (
        <InputNumber<number>
          {...a11y}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as number | null | undefined) ?? null}
          onChange={(value) => {
            field.onChange(value ?? null);
            props.onValue?.(value ?? null);
          }}
          min={props.min}
          step={props.step}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

export function SwitchField<T extends FieldValues>(props: FieldProps<T>) {
  return (
    <FormField control={props.control} name={props.name} label={props.label} extra={props.extra}>
      {(field, a11y) => (
        <Switch
          id={a11y.id}
          aria-describedby={a11y['aria-describedby']}
          checked={Boolean(field.value)}
          onChange={(checked) => field.onChange(checked)}
        />
      )}
    </FormField>
  );
}

/**
 * A picker of another entity's rows (a vehicle's type, its home garage, its driver), searched on the
 * server. `selected` names the current choice before any search (the list row already says it).
 */
export function EntitySelectField<T extends FieldValues, Row extends { id: number }>(
  props: FieldProps<T> & {
    entity: MasterDataEntity;
    itemLabel(row: Row): string;
    selected: SelectedItem | null;
    filters?: ListFilter[];
    allowClear?: boolean;
    disabled?: boolean;
  },
) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const debounced = useDebouncedValue(search);
  const options = useMasterDataOptions<Row>(props.entity, debounced, opened, props.filters);
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={props.label}
      required={props.required}
      extra={props.extra}
    >
      {(field, a11y) => (
        <RemoteSelect<Row>
          value={(field.value as number | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          items={options.data}
          loading={options.isFetching}
          onSearch={setSearch}
          onOpen={() => setOpened(true)}
          itemValue={(row) => row.id}
          itemLabel={props.itemLabel}
          selected={props.selected}
          placeholder={t('masterData.vehicle.choose')}
          allowClear={props.allowClear}
          disabled={props.disabled}
          accessibility={a11y}
          testId={`select-${String(props.name)}`}
        />
      )}
    </FormField>
  );
}
