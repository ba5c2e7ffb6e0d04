import type { AutocompleteSource, UpdateSettingRequest } from '@armada/domain';
import type { FleetSettings } from '../../shared/fleet-settings/api';

/** What the settings form edits: the PATCH /setting fields without the stale-update stamp. */
export interface FleetSettingsValues {
  start_address_default: number | null;
  start_address_toggle: boolean;
  end_address_default: number | null;
  end_address_toggle: boolean;
  is_autocomplete_on: boolean;
  autocomplete_source: AutocompleteSource;
  is_driver_load_adjustment_on: boolean;
}

/** The fields a server's 400 can name; its message goes under that field. */
export const FLEET_SETTINGS_FIELDS = [
  'start_address_default',
  'start_address_toggle',
  'end_address_default',
  'end_address_toggle',
  'is_autocomplete_on',
  'autocomplete_source',
  'is_driver_load_adjustment_on',
] as const;

export const valuesOf = (settings: FleetSettings): FleetSettingsValues => ({
  start_address_default: settings.start_address_default,
  start_address_toggle: settings.start_address_toggle,
  end_address_default: settings.end_address_default,
  end_address_toggle: settings.end_address_toggle,
  is_autocomplete_on: settings.is_autocomplete_on,
  autocomplete_source: settings.autocomplete_source,
  is_driver_load_adjustment_on: settings.is_driver_load_adjustment_on,
});

/**
 * The PATCH body. The automation fields go only from a user who sees them (all four
 * tms-gps-autocomplete scopes, fleet-task-planning.md section 6); `updated_on` makes a save over
 * someone else's newer one a 409 instead of silently undoing it.
 */
export function toUpdateRequest(
  values: FleetSettingsValues,
  settings: FleetSettings,
  withAutocomplete: boolean,
): UpdateSettingRequest {
  const { is_autocomplete_on, autocomplete_source, ...others } = values;
  return {
    ...others,
    ...(withAutocomplete ? { is_autocomplete_on, autocomplete_source } : {}),
    ...(settings.updated_on ? { updated_on: settings.updated_on } : {}),
  };
}
