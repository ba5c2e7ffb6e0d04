import type { Language } from '../errors/catalogue';

/**
 * The value of a value code (section 9: 8, 13-18, 117) as the popup shows it, from the raw alert's
 * pipe-separated `alertData`:
 * - 8: speed km/h | limit km/h | seconds above it
 * - 13, 14, 117: seconds idling, parked, driving without a rest
 * - 15, 16: litres dropped or added
 * - 17, 18: temperature °C | limit °C | seconds beyond it
 * Other codes, empty or unreadable data: null (the popup shows no value then).
 */
export function formatAlertData(code: number, alertData: string | null, language: Language): string | null {
  if (!alertData) return null;
  const values = alertData.split('|').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const [first, second, third] = values;
  if (first === undefined || !Number.isFinite(first)) return null;
  const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
  const id = language === 'id';
  switch (code) {
    case 8: {
      const parts = [`${number(first, language)} km/${id ? 'jam' : 'h'}`];
      if (known(second))
        parts.push(
          id ? `(batas ${number(second, language)} km/jam)` : `(limit ${number(second, language)} km/h)`,
        );
      if (known(third)) parts.push(`${id ? 'selama' : 'for'} ${duration(third, language)}`);
      return parts.join(' ');
    }
    case 13:
      return `${id ? 'Mesin menyala diam' : 'Idling'} ${duration(first, language)}`;
    case 14:
      return `${id ? 'Parkir' : 'Parked'} ${duration(first, language)}`;
    case 117:
      return `${id ? 'Mengemudi' : 'Driving'} ${duration(first, language)} ${id ? 'tanpa istirahat' : 'without a rest'}`;
    case 15:
      return `${id ? 'Turun' : 'Dropped'} ${number(first, language)} L`;
    case 16:
      return `${id ? 'Naik' : 'Rose'} ${number(first, language)} L`;
    case 17:
    case 18: {
      const parts = [`${number(first, language)} °C`];
      if (known(second)) parts.push(`(${id ? 'batas' : 'limit'} ${number(second, language)} °C)`);
      if (known(third)) parts.push(`${id ? 'selama' : 'for'} ${duration(third, language)}`);
      return parts.join(' ');
    }
    default:
      return null;
  }
}

function number(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 }).format(
    value,
  );
}

/** '45 detik', '12 menit', '4 jam 12 menit' (rounded down to the minute past a minute). */
function duration(seconds: number, language: Language): string {
  const id = language === 'id';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} ${id ? 'detik' : whole === 1 ? 'second' : 'seconds'}`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const h = hours > 0 ? `${hours} ${id ? 'jam' : hours === 1 ? 'hour' : 'hours'}` : '';
  const m =
    minutes > 0 || hours === 0 ? `${minutes} ${id ? 'menit' : minutes === 1 ? 'minute' : 'minutes'}` : '';
  return [h, m].filter(Boolean).join(' ');
}
