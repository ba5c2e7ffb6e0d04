// A task's sequence: its points and activities, their row menu and modals, reorder, service time.

import { EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import type { FleetTaskSequence } from '@armada/domain';
import { Timeline } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSequencePoint } from './DeferredSequencePoint';
import type { SequencePointProps } from './SequencePoint';

/**
 * A route with more points than this mounts each point's table only near the screen: a short one
 * (every route of the demo) is drawn whole at once.
 */
const LONG_ROUTE_POINTS = 12;

export interface SequenceViewProps
  extends Omit<SequencePointProps, 'point' | 'stopNumber' | 'missingField' | 'orderCount'> {
  sequence: FleetTaskSequence;
}

/**
 * Section 2, 'Sequence': START, the stops and END, a home icon at both ends. Memoised, with stable
 * handlers from the card, so a modal opening over the sequence does not render every point again; a
 * long route mounts the points near the screen, and the one a route hash names (DeferredSequencePoint).
 */
export const SequenceView = memo(function SequenceView({ sequence, ...shared }: SequenceViewProps) {
  const { t } = useTranslation();
  let stop = 0;
  const orderCount = new Set(
    sequence.points.flatMap((point) => point.activities.map((row) => row.delivery_order.id)),
  ).size;
  const highlightedPoint = sequence.points.findIndex((point) =>
    point.activities.some((row) => row.id === shared.highlightedId),
  );
  const longRoute = sequence.points.length > LONG_ROUTE_POINTS;
  const items = sequence.points.map((point, index) => {
    const stopNumber = point.type === 'DEFAULT' ? ++stop : null;
    const anchor = point.type !== 'DEFAULT';
    return {
      key: point.id ?? `${point.type}-${index}`,
      color: anchor ? 'blue' : 'gray',
      icon: anchor ? (
        <HomeOutlined aria-hidden style={{ fontSize: 16 }} />
      ) : (
        <EnvironmentOutlined aria-hidden style={{ fontSize: 16 }} />
      ),
      content: (
        <DeferredSequencePoint
          {...shared}
          defer={longRoute && index !== highlightedPoint}
          orderCount={orderCount}
          point={point}
          stopNumber={stopNumber}
          missingField={sequence.missing_field}
        />
      ),
    };
  });
  return (
    <section aria-label={t('fleetTaskSequence.card.sequence')}>
      <Timeline items={items} />
    </section>
  );
});
