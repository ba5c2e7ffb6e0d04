import { CheckCircleFilled, HomeOutlined } from '@ant-design/icons';
import { Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrackStop } from './track-model';

interface TrackStopListProps {
  stops: readonly TrackStop[];
  /** Formats an estimated time for this reader ('DD MMM HH:mm'). */
  formatTime(value: string): string;
}

export function useStopTitle() {
  const { t } = useTranslation();
  return (stop: Pick<TrackStop, 'type' | 'order'>) => {
    if (stop.type === 'START') return t('tracking.map.start');
    if (stop.type === 'END') return t('tracking.map.end');
    return t('tracking.map.stop', { order: stop.order });
  };
}

/** The estimated arrival and departure of a stop, or a notice that there is none yet. */
export function StopTimes({ stop, formatTime }: { stop: TrackStop; formatTime(value: string): string }) {
  const { t } = useTranslation();
  // The trip leaves the start and arrives at the end: an arrival at the start says nothing.
  const arrival = stop.type === 'START' ? null : stop.estimatedArrival;
  const departure = stop.type === 'END' ? null : stop.estimatedDeparture;
  const times = [
    arrival && `${t('tracking.point.eta')} ${formatTime(arrival)}`,
    departure && `${t('tracking.point.etd')} ${formatTime(departure)}`,
  ].filter(Boolean);
  return (
    <Typography.Text type="secondary" data-testid="stop-times">
      {times.length > 0 ? times.join(' · ') : t('tracking.point.noEta')}
    </Typography.Text>
  );
}

function StopContent({ stop, formatTime }: { stop: TrackStop; formatTime(value: string): string }) {
  const { t } = useTranslation();
  const title = useStopTitle()(stop);
  return (
    <Flex vertical gap={2} data-testid="track-stop">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>
          {title}: {stop.name}
        </Typography.Text>
        <Tag color={stop.completed ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
          {stop.completed ? t('tracking.map.completed') : t('tracking.map.pending')}
        </Tag>
      </Flex>
      {stop.city && <Typography.Text type="secondary">{stop.city}</Typography.Text>}
      <StopTimes stop={stop} formatTime={formatTime} />
      {stop.activities && stop.activities.total > 0 && (
        <Typography.Text type="secondary">
          {t('tracking.point.activities', stop.activities)}
          {stop.kinds && ` · ${t('tracking.point.activityKinds', stop.kinds)}`}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The route's points in order, with their estimated times and whether they are done. */
export function TrackStopList({ stops, formatTime }: TrackStopListProps) {
  const { t } = useTranslation();
  if (stops.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tracking.point.empty')} />;
  }
  return (
    <section aria-label={t('tracking.point.listLabel')}>
      <Timeline
        items={stops.map((stop) => ({
          key: stop.key,
          color: stop.completed ? 'green' : 'blue',
          icon:
            stop.type === 'DEFAULT' ? (
              stop.completed ? (
                <CheckCircleFilled aria-hidden />
              ) : undefined
            ) : (
              <HomeOutlined aria-hidden />
            ),
          content: <StopContent stop={stop} formatTime={formatTime} />,
        }))}
      />
    </section>
  );
}
