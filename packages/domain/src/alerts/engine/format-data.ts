import type { Language } from '../../errors/catalogue';

/**
 * `formattedAlertData`: the alert's pipe-separated data as the sentence a user reads in the list and
 * the popup, in their language. Data the code does not know (or a malformed string) gives null, so
 * the list shows the code's name alone rather than a wrong sentence.
 */

const number = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 }).format(value);

const UNITS = {
  id: { s: 'detik', min: 'menit', h: 'jam', kmh: 'km/jam', l: 'liter' },
  en: { s: 's', min: 'min', h: 'h', kmh: 'km/h', l: 'L' },
} as const;

/** Seconds as people say them: '75 detik', '12 menit', '4 jam 5 menit' ('75 s', '12 min', '4 h 5 min'). */
export function formatSeconds(seconds: number, language: Language): string {
  const unit = UNITS[language];
  if (seconds < 120) return `${Math.round(seconds)} ${unit.s}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} ${unit.min}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} ${unit.h}` : `${hours} ${unit.h} ${rest} ${unit.min}`;
}

const metres = (value: number, language: Language) =>
  value < 1000 ? `${Math.round(value)} m` : `${number(value / 1000, language)} km`;

type Formatter = (values: number[], language: Language) => string;

const speed = (v: number, l: Language) => `${number(v, l)} ${UNITS[l].kmh}`;
const litres = (v: number, l: Language) => `${number(v, l)} ${UNITS[l].l}`;
const degrees = (v: number, l: Language) => `${number(v, l)} °C`;
const time = formatSeconds;

const temperature: Formatter = ([value, limit, held], l) =>
  l === 'id'
    ? `Suhu ${degrees(value!, l)}, batas ${degrees(limit!, l)}, selama ${time(held!, l)}`
    : `Temperature ${degrees(value!, l)}, limit ${degrees(limit!, l)}, for ${time(held!, l)}`;

/** Per code: how many values its data holds, and the sentence. */
const FORMATTERS: ReadonlyMap<number, [count: number, Formatter]> = new Map<number, [number, Formatter]>([
  [
    7,
    [
      2,
      ([s, lim], l) =>
        l === 'id'
          ? `Tidak ada laporan selama ${time(s!, l)}, batas ${time(lim!, l)}`
          : `No report for ${time(s!, l)}, limit ${time(lim!, l)}`,
    ],
  ],
  [
    8,
    [
      3,
      ([v, lim, s], l) =>
        l === 'id'
          ? `Kecepatan ${speed(v!, l)}, batas ${speed(lim!, l)}, selama ${time(s!, l)}`
          : `Speed ${speed(v!, l)}, limit ${speed(lim!, l)}, for ${time(s!, l)}`,
    ],
  ],
  [
    9,
    [
      3,
      ([from, to, s], l) =>
        l === 'id'
          ? `Kecepatan turun dari ${number(from!, l)} ke ${speed(to!, l)} dalam ${time(s!, l)}`
          : `Speed fell from ${number(from!, l)} to ${speed(to!, l)} within ${time(s!, l)}`,
    ],
  ],
  [
    13,
    [
      2,
      ([s, lim], l) =>
        l === 'id'
          ? `Mesin menyala diam selama ${time(s!, l)}, batas ${time(lim!, l)}`
          : `Idling for ${time(s!, l)}, limit ${time(lim!, l)}`,
    ],
  ],
  [
    14,
    [
      2,
      ([s, lim], l) =>
        l === 'id'
          ? `Parkir selama ${time(s!, l)}, batas ${time(lim!, l)}`
          : `Parked for ${time(s!, l)}, limit ${time(lim!, l)}`,
    ],
  ],
  [
    15,
    [
      4,
      ([d, lim, a, b], l) =>
        l === 'id'
          ? `Bahan bakar turun ${litres(d!, l)} (${number(a!, l)} → ${litres(b!, l)}), batas ${litres(lim!, l)}`
          : `Fuel fell ${litres(d!, l)} (${number(a!, l)} → ${litres(b!, l)}), limit ${litres(lim!, l)}`,
    ],
  ],
  [
    16,
    [
      4,
      ([d, lim, a, b], l) =>
        l === 'id'
          ? `Bahan bakar naik ${litres(d!, l)} (${number(a!, l)} → ${litres(b!, l)}), batas ${litres(lim!, l)}`
          : `Fuel rose ${litres(d!, l)} (${number(a!, l)} → ${litres(b!, l)}), limit ${litres(lim!, l)}`,
    ],
  ],
  [17, [3, temperature]],
  [18, [3, temperature]],
  [
    117,
    [
      2,
      ([s, lim], l) =>
        l === 'id'
          ? `Mengemudi ${time(s!, l)} tanpa istirahat 30 menit, batas ${time(lim!, l)}`
          : `Driving ${time(s!, l)} without a 30-minute rest, limit ${time(lim!, l)}`,
    ],
  ],
  [
    141,
    [
      3,
      ([m, lim, s], l) =>
        l === 'id'
          ? `Berjarak ${metres(m!, l)} dari rute, batas ${metres(lim!, l)}, selama ${time(s!, l)}`
          : `${metres(m!, l)} from the route, limit ${metres(lim!, l)}, for ${time(s!, l)}`,
    ],
  ],
]);

export function formatAlertData(code: number, alertData: string | null, language: Language): string | null {
  if (alertData === null || alertData.trim() === '') return null;
  if (code === 2 || code === 3) return formatFence(code, alertData, language);
  const values = alertData.split('|').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (values.some((value) => !Number.isFinite(value))) return null;
  const formatter = FORMATTERS.get(code);
  if (formatter) return values.length === formatter[0] ? formatter[1](values, language) : null;
  // A device event carries the speed it happened at, when the device sent one.
  return values.length === 1
    ? `${language === 'id' ? 'Kecepatan' : 'Speed'} ${speed(values[0]!, language)}`
    : null;
}

function formatFence(code: 2 | 3, alertData: string, language: Language): string | null {
  const name = alertData.split('|')[1]?.trim();
  if (!name) return null;
  if (language === 'id') return `${code === 2 ? 'Masuk' : 'Keluar'} geofence ${name}`;
  return `${code === 2 ? 'Entered' : 'Left'} geofence ${name}`;
}
