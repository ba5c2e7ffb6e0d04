import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { RawAlert } from '../raw-alert';
import { TimePassed } from './TimePassed';

/** Section 9: 'Top-3 carousel every 3 s'; section 2: '3 alerts max'. */
export const CAROUSEL_MS = 3_000;
export const CAROUSEL_MAX = 3;

export interface TopAlertsCarouselProps {
  /** Newest first; the first three are shown. */
  alerts: readonly RawAlert[];
  /** Opens the alert's preview popup (wired by the popups, `features/alert-center/preview`). */
  onOpenAlert?: (alert: RawAlert) => void;
}

/**
 * The top-3 carousel: one alert at a time, the next every 3 s. It stands still while the pointer
 * is over it or the focus inside it (so an alert can be read and opened), and the previous and next
 * buttons move it by keyboard. Memoised: the centre re-renders on every live batch, and its top 3
 * keep their identity unless they changed.
 */
export const TopAlertsCarousel = memo(function TopAlertsCarousel({
  alerts,
  onOpenAlert,
}: TopAlertsCarouselProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const shown = alerts.slice(0, CAROUSEL_MAX);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = shown.length;
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const at = index % count;
  const alert = shown[at] as RawAlert;
  const description = language === 'id' ? alert.descriptionIdn : alert.descriptionEng;
  const move = (by: number) => setIndex((at + by + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('alertCenter.carousel.label')}
      className="alert-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Flex align="center" gap={4}>
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('alertCenter.carousel.previous')}
          disabled={count < 2}
          onClick={() => move(-1)}
        />
        <section
          aria-roledescription="slide"
          aria-label={t('alertCenter.carousel.slide', { index: at + 1, count })}
          aria-live={paused ? 'polite' : 'off'}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Flex gap={8} align="center" style={{ minWidth: 0 }}>
            <Tag color={alert.isUrgent ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
              {t(alert.isUrgent ? 'alertCenter.urgent' : 'alertCenter.important')}
            </Tag>
            {onOpenAlert ? (
              <button
                type="button"
                className="alert-row-open alert-carousel-title"
                onClick={() => onOpenAlert(alert)}
              >
                {description} · {alert.licensePlate ?? '-'}
              </button>
            ) : (
              <Typography.Text ellipsis className="alert-carousel-title">
                {description} · {alert.licensePlate ?? '-'}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 12 }}>
              <TimePassed since={alert.createdOn} />
            </Typography.Text>
          </Flex>
        </section>
        <Button
          type="text"
          size="small"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('alertCenter.carousel.next')}
          disabled={count < 2}
          onClick={() => move(1)}
        />
      </Flex>
    </section>
  );
});
