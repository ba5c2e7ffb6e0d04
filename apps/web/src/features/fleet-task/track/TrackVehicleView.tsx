import { type FleetTask, type FleetTaskTrack, formatDateTime, hasScope } from '@armada/domain';
import { Alert, Descriptions, Flex, Grid, Skeleton, Tooltip, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadError } from '../../../shared/LoadError';
import { FleetMap, type LatLngPair, type MapLine, type MapVehicle } from '../../../shared/map';
import { formatEta, formatTimeAgo } from '../../../shared/time-format';
import { useDeviceTrack, useFleetTaskTrack } from '../../../shared/track/api';
import { routeLine, useStopMapPoints } from '../../../shared/track/stop-map-points';
import { TrackStopList } from '../../../shared/track/TrackStopList';
import { passedLine, stopsOfTaskTrack, type TrackStop } from '../../../shared/track/track-model';
import { useFleetTaskSequence } from '../../fleet-task/detail/api';

function useTimeFormats() {
  const user = useCurrentUser();
  const { language } = useLanguage();
  const timeZone = user.company.time_zone;
  const eta = useCallback((value: string) => formatEta(value, timeZone, language), [timeZone, language]);
  const full = useCallback(
    (value: string) => formatDateTime(value, timeZone, language),
    [timeZone, language],
  );
  const ago = useCallback((value: string) => formatTimeAgo(value, new Date(), language), [language]);
  return { eta, full, ago };
}

/**
 * The track so far: the GPS track since the departure when the user may read it, ending at the
 * live position; otherwise a straight sketch through the points already passed (and said so).
 */
function useTrackLines(task: FleetTask, track: FleetTaskTrack | undefined, stops: readonly TrackStop[]) {
  const user = useCurrentUser();
  const canReadTrack = hasScope(user.scopes, 'liveview:read');
  const vehicleTrack = useDeviceTrack(
    track?.task.tracked_device ?? null,
    task.actual_departure_on,
    canReadTrack && track?.task.is_trackable === true,
  );
  return useMemo(() => {
    const position = track?.last_position ?? null;
    let gps: LatLngPair[] | null = null;
    if (vehicleTrack.data) {
      gps = vehicleTrack.data.positions.map((fix) => [fix.latitude, fix.longitude] as const);
      if (position) gps.push([position.latitude, position.longitude]);
    }
    // No line from GPS (no right to read it, no departure time, or fewer than two fixes since).
    const unavailable = !canReadTrack || vehicleTrack.isError || task.actual_departure_on === null;
    const sketch = gps ? gps.length < 2 : unavailable;
    const positions = sketch ? passedLine(stops, position) : (gps ?? []);
    const lines: MapLine[] = [...routeLine(stops)];
    if (positions.length > 1) lines.push({ key: 'track', variant: 'track', positions });
    return { lines, sketch: sketch && positions.length > 1 };
  }, [track, vehicleTrack.data, vehicleTrack.isError, canReadTrack, task.actual_departure_on, stops]);
}

function VehicleFacts({ track }: { track: FleetTaskTrack }) {
  const { t } = useTranslation();
  const formats = useTimeFormats();
  const screens = Grid.useBreakpoint();
  const position = track.last_position;
  return (
    <Descriptions
      size="small"
      // Three facts side by side need their labels above them in a 640 px popup.
      layout={screens.sm ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 3 }}
      items={[
        {
          key: 'plate',
          label: t('tracking.vehicle.plate'),
          children: track.task.vehicle?.license_plate ?? '-',
        },
        { key: 'driver', label: t('tracking.vehicle.driver'), children: track.task.driver_user?.name ?? '-' },
        {
          key: 'report',
          label: t('tracking.vehicle.lastReport'),
          children: position ? (
            <Tooltip title={formats.full(position.recorded_on)}>
              <span data-testid="last-report">{formats.ago(position.recorded_on)}</span>
            </Tooltip>
          ) : (
            t('tracking.vehicle.noPosition')
          ),
        },
      ]}
    />
  );
}

function TrackNotices({ track, sketch }: { track: FleetTaskTrack; sketch: boolean }) {
  const { t } = useTranslation();
  if (!track.task.is_trackable)
    return <Alert type="info" showIcon title={t('tracking.trackView.notTrackable')} />;
  return (
    <>
      {!track.last_position && <Alert type="warning" showIcon title={t('tracking.trackView.noPosition')} />}
      {sketch && <Alert type="info" showIcon title={t('tracking.trackView.trackFallback')} />}
    </>
  );
}

/**
 * What 'Lacak Kendaraan' shows (fleet-task-planning.md section 2 'Header'): the vehicle's live
 * position with its plate, the route points with their estimated times, and the track so far,
 * refreshed every 10 seconds while it is open.
 */
export function TrackVehicleView({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const formats = useTimeFormats();
  const track = useFleetTaskTrack(task.id, true);
  const sequence = useFleetTaskSequence(task.id);
  const stops = useMemo(
    () => (track.data ? stopsOfTaskTrack(track.data, sequence.data) : []),
    [track.data, sequence.data],
  );
  const points = useStopMapPoints(stops, formats.eta);
  const { lines, sketch } = useTrackLines(task, track.data, stops);
  const position = track.data?.last_position ?? null;
  const plate = track.data?.task.vehicle?.license_plate ?? task.vehicle?.license_plate ?? '';
  const vehicles: MapVehicle[] = useMemo(
    () =>
      position
        ? [
            {
              key: 'vehicle',
              plate,
              latitude: position.latitude,
              longitude: position.longitude,
              details: (
                <Typography.Text type="secondary">
                  {t('tracking.vehicle.lastReport')}: {formats.full(position.recorded_on)}
                </Typography.Text>
              ),
            },
          ]
        : [],
    [position, plate, formats, t],
  );

  if (track.isError && !track.data) {
    return (
      <LoadError
        variant="page"
        title={t('tracking.trackView.loadError')}
        message={track.error.message}
        onRetry={() => void track.refetch()}
        retrying={track.isFetching}
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      {track.data ? <VehicleFacts track={track.data} /> : <Skeleton active paragraph={{ rows: 1 }} />}
      {track.data && <TrackNotices track={track.data} sketch={sketch} />}
      <FleetMap
        label={t('tracking.trackView.mapLabel', { number: task.number })}
        points={points}
        vehicles={vehicles}
        lines={lines}
        loading={track.isPending}
        height={320}
        fitKey={`${task.id}:${position !== null}`}
        legend={{ withKinds: sequence.data !== undefined }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('tracking.trackView.autoRefresh')}
      </Typography.Text>
      {track.data && <TrackStopList stops={stops} formatTime={formats.eta} />}
    </Flex>
  );
}
