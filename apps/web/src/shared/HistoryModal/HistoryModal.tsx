import type { HistoryEvent } from '@armada/domain';
import { Empty, Flex, Modal, Skeleton, Timeline, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { LoadError } from '../LoadError';
import { HistoryEventItem } from './HistoryEventItem';
import { groupByDay, type HistoryProperty } from './history-format';

export interface HistoryModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Newest first, as the history calls answer; undefined while nothing has been loaded. */
  events: readonly HistoryEvent[] | undefined;
  loading?: boolean;
  /** A failed load; its message is shown with a retry button when onRetry is given. */
  error?: { message: string } | null;
  onRetry?: () => void;
  /** The company's time zone: days, times and dates are read in it. */
  timeZone: string;
  /** Tooltip of a property's link; by default 'Lihat Detail Penugasan'. */
  linkTooltip?: (property: HistoryProperty) => ReactNode;
  /** Machine keys among the properties (delivery_order_uuid) that mean nothing to a reader. */
  hiddenPropertyKeys?: readonly string[];
  /** Opens a clickable event's own view ('Lihat Perubahan'). */
  onItemClick?: (event: HistoryEvent) => void;
  /** 'Today' as the caller sees it; tests pin it. */
  now?: Date;
}

const NO_KEYS: readonly string[] = [];

export type HistoryTimelineProps = Pick<
  HistoryModalProps,
  'timeZone' | 'linkTooltip' | 'hiddenPropertyKeys' | 'onItemClick' | 'now'
> & { events: readonly HistoryEvent[] };

/**
 * Events grouped by day ('Hari Ini' for today), each with its time, title, badge, description and
 * properties: the modal's body, and a page's own history section (the delivery detail).
 */
export function HistoryTimeline(props: HistoryTimelineProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingPrefix = useId();
  if (props.events.length === 0) return <Empty description={t('sharedWidgets.historyModal.empty')} />;
  const defaultTooltip = () => t('sharedWidgets.historyModal.linkTooltip');
  const days = groupByDay(props.events, props.now ?? new Date(), props.timeZone, language);
  return (
    <Flex vertical gap={16}>
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`${headingPrefix}-${day.key}`}>
          <Typography.Title
            level={2}
            id={`${headingPrefix}-${day.key}`}
            style={{ fontSize: 14, marginTop: 0 }}
          >
            {day.label}
          </Typography.Title>
          <Timeline
            items={day.events.map((event) => ({
              key: event.id,
              color: event.has_badge ? 'blue' : 'gray',
              content: (
                <HistoryEventItem
                  event={event}
                  timeZone={props.timeZone}
                  language={language}
                  hiddenPropertyKeys={props.hiddenPropertyKeys ?? NO_KEYS}
                  linkTooltip={props.linkTooltip ?? defaultTooltip}
                  onItemClick={props.onItemClick}
                />
              ),
            }))}
          />
        </section>
      ))}
    </Flex>
  );
}

function HistoryBody(props: HistoryModalProps) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <LoadError
        title={t('sharedWidgets.historyModal.loadError')}
        message={props.error.message}
        onRetry={props.onRetry}
      />
    );
  }
  if (props.loading || props.events === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <HistoryTimeline {...props} events={props.events} />;
}

/**
 * The spec's shared history modal (alert-center-and-platform.md section 2; fleet-task-planning.md
 * section 2): scrollable, a title, no footer; events grouped by day ('Hari Ini' for today), each with
 * its time, title, badge, description and properties.
 */
export function HistoryModal(props: HistoryModalProps) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      footer={null}
      width={640}
      destroyOnHidden
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto', paddingInlineEnd: 8 } }}
    >
      <HistoryBody {...props} />
    </Modal>
  );
}
