import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLngPair, MapLine, MapPoint } from '../map';
import { StopTimes } from './TrackStopList';
import { pointKind, type TrackStop } from './track-model';

/** The stops as map markers, each popup with its times and, for the dispatcher, its activities. */
export function useStopMapPoints(
  stops: readonly TrackStop[],
  formatTime: (value: string) => string,
): MapPoint[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      stops.map((stop) => ({
        key: stop.key,
        type: stop.type,
        order: stop.order,
        name: stop.name,
        latitude: stop.latitude,
        longitude: stop.longitude,
        completed: stop.completed,
        kind: pointKind(stop.kinds),
        details: (
          <>
            <StopTimes stop={stop} formatTime={formatTime} />
            {stop.activities && stop.activities.total > 0 && (
              <Typography.Text type="secondary">
                {t('tracking.point.activities', stop.activities)}
              </Typography.Text>
            )}
          </>
        ),
      })),
    [stops, formatTime, t],
  );
}

/** The planned order of the points, dashed: where the vehicle is headed next. */
export function routeLine(stops: readonly TrackStop[]): MapLine[] {
  const positions: LatLngPair[] = stops.map((stop) => [stop.latitude, stop.longitude]);
  return positions.length > 1 ? [{ key: 'route', variant: 'route', positions }] : [];
}
