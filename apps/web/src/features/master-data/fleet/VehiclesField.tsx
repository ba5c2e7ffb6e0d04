import type { createVehicleGroupRequestSchema } from '@armada/domain';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { useMasterDataOptions } from '../common/api';
import type { VehicleRow } from '../types';

type Values = z.input<typeof createVehicleGroupRequestSchema>;

/** The vehicles of a group: a multiple choice searched on the server by plate. */
export function VehiclesField({
  control,
  known,
}: {
  control: Control<Values>;
  /** The group's vehicles as stored, so their plates show before any search. */
  known: { id: number; license_plate: string }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState(known);
  const options = useMasterDataOptions<VehicleRow>('vehicle', useDebouncedValue(search), opened);
  const choices = useMemo(() => {
    const byId = new Map(picked.map((vehicle) => [vehicle.id, vehicle.license_plate]));
    for (const vehicle of options.data ?? []) byId.set(vehicle.id, vehicle.license_plate);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [picked, options.data]);

  return (
    <FormField
      control={control}
      name="vehicle_ids"
      label={t('masterData.vehicleGroup.vehicles')}
      extra={t('masterData.vehicleGroup.vehiclesHint')}
    >
      {(field, a11y) => (
        <Select<number[]>
          {...a11y}
          mode="multiple"
          value={(field.value as number[] | undefined) ?? []}
          onChange={(ids) => {
            setPicked(
              choices
                .filter((choice) => ids.includes(choice.value))
                .map((c) => ({ id: c.value, license_plate: c.label })),
            );
            field.onChange(ids);
          }}
          onBlur={field.onBlur}
          onOpenChange={(open) => open && setOpened(true)}
          options={choices}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={options.isFetching}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}
