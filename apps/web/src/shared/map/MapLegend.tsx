import { Badge, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { MARKER_COLORS } from './map-icons';

export interface MapLegendProps {
  /** Stops can be told apart by what they are for (the dispatcher's view); the public page cannot. */
  withKinds: boolean;
  withVehicle: boolean;
  withTrack: boolean;
}

/** What the marker colours mean, in words: colour alone tells nothing to some readers. */
export function MapLegend({ withKinds, withVehicle, withTrack }: MapLegendProps) {
  const { t } = useTranslation();
  const entries = [
    { key: 'home', color: MARKER_COLORS.home, text: t('tracking.map.legendHome') },
    ...(withKinds
      ? [
          { key: 'pickup', color: MARKER_COLORS.pickup, text: t('tracking.map.pickup') },
          { key: 'drop', color: MARKER_COLORS.drop, text: t('tracking.map.drop') },
          { key: 'both', color: MARKER_COLORS.both, text: t('tracking.map.pickupAndDrop') },
        ]
      : [{ key: 'stop', color: MARKER_COLORS.both, text: t('tracking.map.legendStop') }]),
    { key: 'completed', color: MARKER_COLORS.completed, text: t('tracking.map.completed') },
    ...(withVehicle
      ? [{ key: 'vehicle', color: MARKER_COLORS.vehicle, text: t('tracking.map.vehicle') }]
      : []),
    ...(withTrack ? [{ key: 'track', color: MARKER_COLORS.track, text: t('tracking.map.track') }] : []),
  ];
  return (
    <Flex
      component="ul"
      wrap
      gap="4px 16px"
      aria-label={t('tracking.map.legend')}
      data-testid="map-legend"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {entries.map((entry) => (
        <li key={entry.key}>
          <Badge color={entry.color} text={entry.text} />
        </li>
      ))}
    </Flex>
  );
}
