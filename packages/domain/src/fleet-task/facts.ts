import type { FleetTaskStatus } from '../fleet-task-status';
import type { FleetTaskFacts } from './status';

/**
 * A task as the rules read it: a stored row (status a string) or an API answer (status `{ name }`),
 * so the server and the web app build the facts of a task the same way.
 */
export interface FleetTaskFactsSource {
  status: FleetTaskStatus | { name: FleetTaskStatus };
  vendor_id: number | null;
  is_from_vendor_request: boolean;
}

/** The facts most rules look at (FleetTaskFacts), read from a task row or answer. */
export function fleetTaskFacts(task: FleetTaskFactsSource): FleetTaskFacts {
  return {
    status: typeof task.status === 'string' ? task.status : task.status.name,
    hasVendor: task.vendor_id !== null,
    isFromVendorRequest: task.is_from_vendor_request,
  };
}

/**
 * The number a page shows for a task: none while it is being created (Temporary), whose FO number
 * comes with the first save (issue 26 item 8); its stored placeholder is never shown.
 */
export function shownFleetTaskNumber(task: {
  number: string;
  status: FleetTaskStatus | { name: FleetTaskStatus };
}): string | null {
  const status = typeof task.status === 'string' ? task.status : task.status.name;
  return status === 'TEMPORARY' ? null : task.number;
}
