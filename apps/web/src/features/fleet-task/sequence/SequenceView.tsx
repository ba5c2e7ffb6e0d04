// A task's sequence: its points and activities, their row menu and modals, reorder, service time.

import { EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import type { FleetTaskSequence } from '@armada/domain';
import { Timeline } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SequencePoint, type SequencePointProps } from './SequencePoint';
import { useRevealedCount } from './useRevealedCount';

/** Points rendered a batch: a few tables' worth of work between two paints. */
const POINTS_A_BATCH = 6;

export interface SequenceViewProps
  extends Omit<SequencePointProps, 'point' | 'stopNumber' | 'missingField' | 'orderCount'> {
  sequence: FleetTaskSequence;
}

/**
 * Section 2, 'Sequence': START, the stops and END, a home icon at both ends. Memoised, with stable
 * handlers from the card, so a modal opening over the sequence does not render every point again; a
 * long route is rendered a few points at a time (useRevealedCount).
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
  const shown = useRevealedCount(sequence.points.length, POINTS_A_BATCH, highlightedPoint + 1);
  const items = sequence.points.slice(0, shown).map((point, index) => {
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
        <SequencePoint
          {...shared}
          orderCount={orderCount}
          point={point}
          stopNumber={stopNumber}
          missingField={sequence.missing_field}
        />
      ),
    };
  });
  return (
    <section aria-label={t('fleetTaskSequence.card.sequence')} aria-busy={shown < sequence.points.length}>
      <Timeline items={items} />
    </section>
  );
});
