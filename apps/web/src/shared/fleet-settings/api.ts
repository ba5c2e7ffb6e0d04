import type { AutocompleteSource, UpdateSettingRequest } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../platform/api/services';

/** GET /setting's answer (the server's route declares it: fleet-planning/settings/routes.ts). */
export interface FleetSettings {
  start_address_default: number | null;
  end_address_default: number | null;
  start_address_toggle: boolean;
  end_address_toggle: boolean;
  autocomplete_source: AutocompleteSource;
  is_autocomplete_on: boolean;
  /** Drivers may adjust picked or delivered quantities from their phone (issue 18). */
  is_driver_load_adjustment_on: boolean;
  start_address: { id: number; name: string } | null;
  end_address: { id: number; name: string } | null;
  /** Null until the company first saves its settings. */
  updated_on: string | null;
  updated_by: number | null;
}

/**
 * One key for the company's fleet settings, read by the settings page and by a new task's 'save as
 * default' checkboxes: a change made on either shows on the other without waiting for staleness.
 */
export const FLEET_SETTINGS_KEY = ['fleet-settings'] as const;

export function useFleetSettings(enabled = true) {
  return useQuery({
    queryKey: FLEET_SETTINGS_KEY,
    queryFn: ({ signal }) => fleetPlanningApi.data<FleetSettings>('/setting', { signal }),
    enabled,
  });
}

/** PATCH /setting: changes what the body sends; the answer is the whole settings object. */
export function useUpdateFleetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingRequest) =>
      fleetPlanningApi.data<FleetSettings>('/setting', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(FLEET_SETTINGS_KEY, settings),
  });
}
