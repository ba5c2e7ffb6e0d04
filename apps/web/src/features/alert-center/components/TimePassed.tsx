import { ALERT_CENTRE } from '@armada/domain';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { formatTimeAgo } from '../../../shared/time-format';

/**
 * '2 menit yang lalu', refreshed every second (section 9). Only this text re-renders each tick, not
 * the row or the list around it.
 */
export function TimePassed({ since }: { since: string }) {
  const { language } = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ALERT_CENTRE.timePassedMs);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={since}>{formatTimeAgo(since, now, language)}</time>;
}
