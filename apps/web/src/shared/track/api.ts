import {
  type DriverTrack,
  type FleetTaskTrack,
  MAX_TRACK_RANGE_MS,
  type PublicTrack,
  type TrackedDevice,
  type VehicleTrack,
} from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../platform/api/api-error';
import { fleetPlanningApi, telemetryApi } from '../../platform/api/services';

/**
 * Positions change as devices report, so the tracking views poll (no socket for this). The public
 * route allows 60 calls a minute per client: 15 s leaves room for a few open tabs.
 */
export const PRIVATE_REFRESH_MS = 10_000;
export const PUBLIC_REFRESH_MS = 15_000;
/** The whole track is re-read: less often than the position, whose marker ends the line anyway. */
export const TRACK_REFRESH_MS = 30_000;

export const trackingKeys = {
  all: ['tracking'] as const,
  publicTrack: (token: string) => [...trackingKeys.all, 'public', token] as const,
  taskTrack: (taskId: string) => [...trackingKeys.all, 'task', taskId] as const,
  deviceTrack: (kind: 'vehicle' | 'driver', id: number, from: string) =>
    [...trackingKeys.all, kind, id, from] as const,
};

/** GET /public/track/{token}, without a session: the page is opened by customers. */
export function usePublicTrack(token: string) {
  return useQuery({
    queryKey: trackingKeys.publicTrack(token),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<PublicTrack>(`/public/track/${encodeURIComponent(token)}`, {
        signal,
        anonymous: true,
      }),
    // A link that is gone (unknown, cancelled) stays gone: stop asking.
    refetchInterval: (query) =>
      isApiError(query.state.error) && query.state.error.status === 404 ? false : PUBLIC_REFRESH_MS,
  });
}

/** GET /fleet-task/track/{id}: the task, its points and the vehicle's last position. */
export function useFleetTaskTrack(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.taskTrack(taskId),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<FleetTaskTrack>(`/fleet-task/track/${encodeURIComponent(taskId)}`, { signal }),
    enabled,
    refetchInterval: PRIVATE_REFRESH_MS,
  });
}

/** The window the telemetry track accepts: from the departure, at most MAX_TRACK_RANGE_MS long. */
export function trackWindow(departedOn: string, now: Date) {
  const from = Math.max(Date.parse(departedOn), now.getTime() - MAX_TRACK_RANGE_MS + 60_000);
  return { from: new Date(from).toISOString(), to: now.toISOString() };
}

/**
 * GET /telemetry/v1/{vehicle|driver}/{id}/track since the departure: the road the task's device (the
 * vehicle's tracker, or the driver's phone on Smart Driver) took so far. Needs liveview:read; without
 * it (or before any departure) the caller draws a sketch instead.
 */
export function useDeviceTrack(device: TrackedDevice, departedOn: string | null, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.deviceTrack(device?.kind ?? 'vehicle', device?.id ?? 0, departedOn ?? ''),
    queryFn: ({ signal }) => {
      const window = trackWindow(departedOn ?? '', new Date());
      const query = new URLSearchParams(window);
      return telemetryApi.data<VehicleTrack | DriverTrack>(`/${device?.kind}/${device?.id}/track?${query}`, {
        signal,
      });
    },
    enabled: enabled && device !== null && departedOn !== null,
    refetchInterval: TRACK_REFRESH_MS,
  });
}
