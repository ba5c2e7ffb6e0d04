import { Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FleetSettings } from '../../../shared/fleet-settings/api';
import { FormField } from '../../../shared/forms/FormField';
import { RemoteSelect } from '../../../shared/forms/RemoteSelect';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { type GarageOption, useGarages } from '../api';
import type { FleetSettingsValues } from '../fleet-settings-form';

const garageValue = (garage: GarageOption) => garage.id;
const garageLabel = (garage: GarageOption) => garage.name;

interface GarageDefaultFieldProps {
  end: 'start' | 'end';
  control: Control<FleetSettingsValues>;
  setValue: UseFormSetValue<FleetSettingsValues>;
  /** The stored default, named by the settings answer, for before the options are loaded. */
  stored: FleetSettings['start_address'];
  disabled: boolean;
}

/**
 * A default garage and its toggle: the toggle makes new tasks start (or end) there, so it can be on
 * only while a garage is chosen, and clearing the garage turns it off (the server refuses otherwise).
 */
export function GarageDefaultField({ end, control, setValue, stored, disabled }: GarageDefaultFieldProps) {
  const { t } = useTranslation();
  const garageName = end === 'start' ? 'start_address_default' : 'end_address_default';
  const toggleName = end === 'start' ? 'start_address_toggle' : 'end_address_toggle';
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const garages = useGarages(useDebouncedValue(search), opened && !disabled);
  const garage = useWatch({ control, name: garageName });

  return (
    <Flex vertical>
      <FormField
        control={control}
        name={garageName}
        label={t(end === 'start' ? 'setting.fleet.startGarage' : 'setting.fleet.endGarage')}
      >
        {(field, a11y) => (
          <RemoteSelect<GarageOption>
            accessibility={a11y}
            testId={`${end}-garage`}
            value={field.value as number | null}
            onChange={(next) => {
              field.onChange(next);
              if (next === null) setValue(toggleName, false, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            items={garages.data}
            loading={garages.isFetching}
            onSearch={setSearch}
            onOpen={() => setOpened(true)}
            itemValue={garageValue}
            itemLabel={garageLabel}
            renderItem={(option) => (
              <Flex vertical>
                <Typography.Text strong>{option.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                  {`${option.city} · ${option.full_name}`}
                </Typography.Text>
              </Flex>
            )}
            selected={stored && { value: stored.id, label: stored.name }}
            placeholder={t('setting.fleet.garagePlaceholder')}
            disabled={disabled}
            allowClear
          />
        )}
      </FormField>
      <Controller
        control={control}
        name={toggleName}
        render={({ field }) => (
          <Checkbox
            data-testid={`${end}-toggle`}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled || garage === null}
          >
            {t(end === 'start' ? 'setting.fleet.startToggle' : 'setting.fleet.endToggle')}
          </Checkbox>
        )}
      />
      {!disabled && garage === null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('setting.fleet.toggleNeedsGarage')}
        </Typography.Text>
      )}
    </Flex>
  );
}
