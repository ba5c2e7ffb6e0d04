import { ClockCircleOutlined, ExclamationCircleOutlined, NodeIndexOutlined } from '@ant-design/icons';
import {
  type FleetTaskSequence,
  formatDistance,
  formatEtaDate,
  formatTime,
  type SequencePointResponse,
} from '@armada/domain';
import { Flex, Tag, Typography } from 'antd';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { ActivityTable, type ActivityTableProps } from './ActivityTable';
import { ServiceTimeEditor } from './ServiceTimeEditor';

export interface SequencePointProps extends Omit<ActivityTableProps, 'point'> {
  taskId: string;
  point: SequencePointResponse;
  /** 1-based number of a stop among the DEFAULT points. */
  stopNumber: number | null;
  missingField: FleetTaskSequence['missing_field'];
  serviceTimeReadOnly: boolean;
}

function EstimatedTime({ label, value, timeZone }: { label: string; value: string; timeZone: string }) {
  const { language } = useLanguage();
  return (
    <Typography.Text>
      <Typography.Text type="secondary">{label} </Typography.Text>
      <span data-testid="eta-date">{formatEtaDate(value, timeZone, language)}</span>{' '}
      <span data-testid="eta-time">{formatTime(value, timeZone)}</span>
    </Typography.Text>
  );
}

/**
 * Estimated arrival and departure ('DD MMM' and 'HH:mm'); with a required field missing no time at
 * all, only the notice naming that field (section 2, 'Sequence').
 */
function PointTimes({
  point,
  missingField,
  timeZone,
}: Pick<SequencePointProps, 'point' | 'missingField' | 'timeZone'>) {
  const { t } = useTranslation();
  if (missingField !== null) {
    return (
      <Typography.Text type="warning" data-testid="missing-field-notice">
        <ExclamationCircleOutlined aria-hidden />{' '}
        {t('fleetTaskSequence.point.missingField', { field: t(`fleetTaskSequence.fields.${missingField}`) })}
      </Typography.Text>
    );
  }
  // The route leaves START and ends at END: an arrival there, or a departure here, says nothing.
  const times: ReactNode[] = [];
  if (point.estimated_arrival_on && point.type !== 'START') {
    times.push(
      <EstimatedTime
        key="arrival"
        label={t('fleetTaskSequence.point.arrival')}
        value={point.estimated_arrival_on}
        timeZone={timeZone}
      />,
    );
  }
  if (point.estimated_departure_on && point.type !== 'END') {
    times.push(
      <EstimatedTime
        key="departure"
        label={t('fleetTaskSequence.point.departure')}
        value={point.estimated_departure_on}
        timeZone={timeZone}
      />,
    );
  }
  return times.length > 0 ? (
    <Flex gap={16} wrap>
      <ClockCircleOutlined aria-hidden />
      {times}
    </Flex>
  ) : null;
}

/**
 * A point off screen is neither laid out nor painted (content-visibility): every activity table
 * measures itself once mounted, which forces a layout of the page, and with 50 stops that layout of
 * every point above was most of the sequence's rendering (issue 23 item 3). The intrinsic size keeps
 * the scroll bar's length steady until a point is first shown.
 */
const POINT_STYLE: CSSProperties = {
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
};

/** START and END have a table only when an activity is there; a stop always has one. */
export const pointShowsTable = (point: SequencePointResponse) =>
  point.type === 'DEFAULT' || point.activities.length > 0;

/** A point's first line: its address, its label (START, Stop n, END) and its city. */
export function PointHeading({ point, stopNumber }: Pick<SequencePointProps, 'point' | 'stopNumber'>) {
  const { t } = useTranslation();
  const label =
    point.type === 'START'
      ? t('fleetTaskSequence.point.start')
      : point.type === 'END'
        ? t('fleetTaskSequence.point.end')
        : t('fleetTaskSequence.point.stop', { index: stopNumber ?? 0 });
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong style={{ fontSize: 16 }}>
        {point.address?.name ?? t('fleetTaskSequence.point.noAddress')}
      </Typography.Text>
      <Tag color={point.type === 'DEFAULT' ? 'default' : 'geekblue'}>{label}</Tag>
      {point.address?.city && <Typography.Text type="secondary">{point.address.city}</Typography.Text>}
    </Flex>
  );
}

/** One point of the sequence: its address, label, times, service time, activities and the next leg. */
export const SequencePoint = memo(function SequencePoint(props: SequencePointProps) {
  const { taskId, point, stopNumber, timeZone } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Flex vertical gap={8} data-testid="sequence-point" style={POINT_STYLE}>
      <PointHeading point={point} stopNumber={stopNumber} />
      <PointTimes point={point} missingField={props.missingField} timeZone={timeZone} />
      <ServiceTimeEditor taskId={taskId} point={point} readOnly={props.serviceTimeReadOnly} />
      {pointShowsTable(point) && <ActivityTable {...props} />}
      {point.distance !== null && (
        <Typography.Text type="secondary" data-testid="point-distance">
          <NodeIndexOutlined aria-hidden /> {t('fleetTaskSequence.point.distance')}:{' '}
          <strong>{formatDistance(point.distance, language)}</strong>
        </Typography.Text>
      )}
    </Flex>
  );
});
