// A task's sequence: its points and activities, their row menu and modals, reorder, service time.

import { EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import type { FleetTaskSequence } from '@armada/domain';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { SequencePoint, type SequencePointProps } from './SequencePoint';

export interface SequenceViewProps
  extends Omit<SequencePointProps, 'point' | 'stopNumber' | 'missingField' | 'orderCount'> {
  sequence: FleetTaskSequence;
}

/** Section 2, 'Sequence': START, the stops and END, a home icon at both ends. */
export function SequenceView({ sequence, ...shared }: SequenceViewProps) {
  const { t } = useTranslation();
  let stop = 0;
  const orderCount = new Set(
    sequence.points.flatMap((point) => point.activities.map((row) => row.delivery_order.id)),
  ).size;
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
    <section aria-label={t('fleetTaskSequence.card.sequence')}>
      <Timeline items={items} />
    </section>
  );
}
