import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { NearestVehicle, useResourceAvailability } from '../api';
import type { DetailFormValues } from '../detail-form';

type Availability = ReturnType<typeof useResourceAvailability>;

/** Why a vehicle's usual driver was not filled in: another task holds them at this task's time. */
export interface SkippedDriver {
  name: string;
  taskNumber: string;
}

/**
 * Issue 26 item 3: choosing a vehicle fills in its usual driver when the driver field is empty, but
 * only a driver free at this task's time by the save's own rule (the resource-availability answer);
 * a held driver is left out and named in a hint, since the save would refuse them.
 */
export function useDriverPrefill(form: UseFormReturn<DetailFormValues>, held: Availability) {
  // The driver filled in, named until the saved task names it.
  const [prefilled, setPrefilled] = useState<{ value: number; label: string } | null>(null);
  const [skipped, setSkipped] = useState<SkippedDriver | null>(null);
  const [departure, driverId] = useWatch({
    control: form.control,
    name: ['expected_departure_on', 'driver_user_id'],
  });

  const onPicked = async (picked: NearestVehicle | undefined) => {
    setSkipped(null);
    const driver = picked?.driver;
    if (!driver || form.getValues('driver_user_id') !== null) return;
    // Without a departure nothing can overlap; with one, the answer for that time must be known.
    const holders = departure === null ? undefined : (held.data ?? (await held.refetch()).data);
    if (departure !== null && !holders) return;
    const holder = holders?.drivers.get(driver.id);
    if (holder) {
      setSkipped({ name: driver.name, taskNumber: holder.fleet_task.number });
      return;
    }
    if (form.getValues('driver_user_id') !== null) return;
    setPrefilled({ value: driver.id, label: driver.name });
    form.setValue('driver_user_id', driver.id, { shouldDirty: true, shouldValidate: true });
  };

  // The hint answers an empty field: once a driver is chosen it has nothing left to say.
  return { prefilled, skipped: driverId === null ? skipped : null, onPicked };
}
