import type { Language } from './errors/catalogue';
import { DEFAULT_TIME_ZONE, inZone } from './format';

/**
 * Formatters of the route sequence (fleet-task-planning.md section 2 'Sequence'): the estimated times
 * show the date as 'DD MMM' and the hour as 'HH:mm' (formatTime), the service time 'Durasi
 * Bongkar/Muat' in 'Jam' and 'Menit'. Distances use formatDistance ('< 1 km', section 9).
 */

export const ETA_DATE_FORMAT = 'DD MMM';

/** 'DD MMM' in the company's time zone, month names in the user's language ('17 Agt'). */
export function formatEtaDate(value: string | Date, timeZone = DEFAULT_TIME_ZONE, language: Language = 'id') {
  return inZone(value, timeZone)
    .locale(language === 'id' ? 'id' : 'en')
    .format(ETA_DATE_FORMAT);
}

const SERVICE_TIME_UNITS: Readonly<Record<Language, { hours: string; minutes: string }>> = {
  id: { hours: 'Jam', minutes: 'Menit' },
  en: { hours: 'h', minutes: 'min' },
};

/**
 * A service time as the sequence shows it: both units always, so that a column of points reads
 * alike ('0 Jam 30 Menit', '1 Jam 0 Menit'); 'h' and 'min' in English.
 */
export function formatServiceTime(parts: { hours: number; minutes: number }, language: Language = 'id') {
  const units = SERVICE_TIME_UNITS[language];
  return `${parts.hours} ${units.hours} ${parts.minutes} ${units.minutes}`;
}
