import { formatTime, type HistoryEvent, type Language } from '@armada/domain';
import { Button, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPropertyValue, type HistoryProperty } from './history-format';

/** The API's badge variants in antd Tag colours; an unknown variant is passed on as a colour name. */
const BADGE_COLORS: Record<string, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  danger: 'red',
  error: 'red',
};

export interface HistoryEventItemProps {
  event: HistoryEvent;
  timeZone: string;
  language: Language;
  hiddenPropertyKeys: readonly string[];
  linkTooltip: (property: HistoryProperty) => ReactNode;
  /** Opens the event's own view; without it a clickable event is shown as plain text. */
  onItemClick?: (event: HistoryEvent) => void;
}

function PropertyLink({ property, tooltip }: { property: HistoryProperty; tooltip: ReactNode }) {
  const url = property.redirect_url ?? '';
  // Our own pages stay in the app; anything else opens beside it.
  const link = url.startsWith('/') ? (
    <Link to={url}>{property.value}</Link>
  ) : (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
      {property.value}
    </Typography.Link>
  );
  return <Tooltip title={tooltip}>{link}</Tooltip>;
}

function EventProperties(props: HistoryEventItemProps) {
  const { event, timeZone, language, hiddenPropertyKeys, linkTooltip } = props;
  const shown = event.properties.filter((property) => !hiddenPropertyKeys.includes(property.key));
  if (shown.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { minWidth: 120 } }}
      items={shown.map((property, index) => ({
        key: `${property.key}-${index}`,
        label: property.key,
        children:
          property.is_redirectable && property.redirect_url ? (
            <PropertyLink property={property} tooltip={linkTooltip(property)} />
          ) : (
            formatPropertyValue(property.value, timeZone, language)
          ),
      }))}
    />
  );
}

/** One event of the history: time, title, badge, description, properties, and its link if clickable. */
export function HistoryEventItem(props: HistoryEventItemProps) {
  const { event, timeZone, onItemClick } = props;
  const badgeColor = event.badge_variant
    ? (BADGE_COLORS[event.badge_variant] ?? event.badge_variant)
    : undefined;
  return (
    <Flex vertical gap={4} data-testid="history-event">
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text type="secondary">
          <time dateTime={event.created_on}>{formatTime(event.created_on, timeZone)}</time>
        </Typography.Text>
        <Typography.Text strong>{event.title}</Typography.Text>
        {event.has_badge && event.badge_text && (
          <Tag color={badgeColor} variant="filled">
            {event.badge_text}
          </Tag>
        )}
      </Flex>
      {event.description && <Typography.Text>{event.description}</Typography.Text>}
      <EventProperties {...props} />
      {event.clickable && event.clickable_title && onItemClick && (
        <Button
          type="link"
          size="small"
          style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          onClick={() => onItemClick(event)}
        >
          {event.clickable_title}
        </Button>
      )}
    </Flex>
  );
}
