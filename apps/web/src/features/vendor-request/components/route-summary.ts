import type { VendorRequestRow } from '@armada/domain';

/**
 * The route in one line, as the fleet task header reads it: first pickup city to last drop city,
 * falling back on the garages' cities when a side has no activity.
 */
export function routeSummary(route: VendorRequestRow['route']): string {
  const from = route.origin_city ?? route.start_city;
  const to = route.destination_city ?? route.end_city;
  if (!from && !to) return '-';
  return `${from ?? '-'} → ${to ?? '-'}`;
}
