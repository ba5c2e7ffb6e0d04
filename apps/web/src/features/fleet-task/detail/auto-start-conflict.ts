import { autoStartConflict as readAutoStartConflict } from '@armada/domain';

type ConflictKey = 'fleetTask.conflicts.driver' | 'fleetTask.conflicts.vehicle' | 'fleetTask.conflicts.both';

export interface AutoStartConflict {
  /** The i18n key of the message ('Pengemudi sedang menjalankan penugasan lain', ...). */
  key: ConflictKey;
  fields: ('vehicle_id' | 'driver_user_id')[];
}

/**
 * Section 8 'Fetch field errors': why the travel automation could not start the task, put on the
 * field it is about. The server's auto_start_failed_reason names DRIVER_CONFLICT, VEHICLE_CONFLICT
 * or both.
 */
export function autoStartConflict(reason: string | null): AutoStartConflict | null {
  const conflict = readAutoStartConflict(reason);
  if (conflict === 'both')
    return { key: 'fleetTask.conflicts.both', fields: ['vehicle_id', 'driver_user_id'] };
  if (conflict === 'driver') return { key: 'fleetTask.conflicts.driver', fields: ['driver_user_id'] };
  if (conflict === 'vehicle') return { key: 'fleetTask.conflicts.vehicle', fields: ['vehicle_id'] };
  return null;
}
