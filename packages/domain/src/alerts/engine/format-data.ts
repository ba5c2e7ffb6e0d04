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

/** How each value of a code's data reads. */
type Kind = 'number' | 'speed' | 'time' | 'litres' | 'degrees' | 'metres';

const VALUE_TEXT: Record<Kind, (value: number, language: Language) => string> = {
  number,
  speed: (v, l) => `${number(v, l)} ${UNITS[l].kmh}`,
  time: formatSeconds,
  litres: (v, l) => `${number(v, l)} ${UNITS[l].l}`,
  degrees: (v, l) => `${number(v, l)} °C`,
  metres: (v, l) => (v < 1000 ? `${Math.round(v)} m` : `${number(v / 1000, l)} km`),
};

interface Sentence {
  /** One kind per value of the data, in its order. */
  kinds: Kind[];
  /** '{0}' stands for the first value, and so on. */
  id: string;
  en: string;
}

const TEMPERATURE: Sentence = {
  kinds: ['degrees', 'degrees', 'time'],
  id: 'Suhu {0}, batas {1}, selama {2}',
  en: 'Temperature {0}, limit {1}, for {2}',
};

const SENTENCES: ReadonlyMap<number, Sentence> = new Map([
  [
    7,
    {
      kinds: ['time', 'time'],
      id: 'Tidak ada laporan selama {0}, batas {1}',
      en: 'No report for {0}, limit {1}',
    },
  ],
  [
    8,
    {
      kinds: ['speed', 'speed', 'time'],
      id: 'Kecepatan {0}, batas {1}, selama {2}',
      en: 'Speed {0}, limit {1}, for {2}',
    },
  ],
  [
    9,
    {
      kinds: ['number', 'speed', 'time'],
      id: 'Kecepatan turun dari {0} ke {1} dalam {2}',
      en: 'Speed fell from {0} to {1} within {2}',
    },
  ],
  [
    13,
    {
      kinds: ['time', 'time'],
      id: 'Mesin menyala diam selama {0}, batas {1}',
      en: 'Idling for {0}, limit {1}',
    },
  ],
  [14, { kinds: ['time', 'time'], id: 'Parkir selama {0}, batas {1}', en: 'Parked for {0}, limit {1}' }],
  [
    15,
    {
      kinds: ['litres', 'litres', 'number', 'litres'],
      id: 'Bahan bakar turun {0} ({2} → {3}), batas {1}',
      en: 'Fuel fell {0} ({2} → {3}), limit {1}',
    },
  ],
  [
    16,
    {
      kinds: ['litres', 'litres', 'number', 'litres'],
      id: 'Bahan bakar naik {0} ({2} → {3}), batas {1}',
      en: 'Fuel rose {0} ({2} → {3}), limit {1}',
    },
  ],
  [17, TEMPERATURE],
  [18, TEMPERATURE],
  [
    117,
    {
      kinds: ['time', 'time'],
      id: 'Mengemudi {0} tanpa istirahat 30 menit, batas {1}',
      en: 'Driving {0} without a 30-minute rest, limit {1}',
    },
  ],
  [
    139,
    {
      kinds: ['number', 'time', 'time'],
      id: 'Belum tiba di titik {0}, {1} setelah perkiraan tiba, batas {2}',
      en: 'Stop {0} not reached {1} after its estimated arrival, limit {2}',
    },
  ],
  [
    140,
    {
      kinds: ['number', 'time', 'time', 'time'],
      id: 'Berada di titik {0} selama {1}, waktu layanan {2} ditambah batas {3}',
      en: 'At stop {0} for {1}, service time {2} plus limit {3}',
    },
  ],
  [
    141,
    {
      kinds: ['metres', 'metres', 'time'],
      id: 'Berjarak {0} dari rute, batas {1}, selama {2}',
      en: '{0} from the route, limit {1}, for {2}',
    },
  ],
]);

/** A device event carries the speed it happened at, when the device sent one. */
const DEVICE_SPEED: Sentence = { kinds: ['speed'], id: 'Kecepatan {0}', en: 'Speed {0}' };

function fill(sentence: Sentence, values: number[], language: Language): string | null {
  if (values.length !== sentence.kinds.length) return null;
  return sentence[language].replace(/\{(\d)\}/g, (_match, index: string) => {
    const i = Number(index);
    return VALUE_TEXT[sentence.kinds[i]!](values[i]!, language);
  });
}

export function formatAlertData(code: number, alertData: string | null, language: Language): string | null {
  if (alertData === null || alertData.trim() === '') return null;
  if (code === 2 || code === 3) return formatFence(code, alertData, language);
  const values = alertData.split('|').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (values.some((value) => !Number.isFinite(value))) return null;
  return fill(SENTENCES.get(code) ?? DEVICE_SPEED, values, language);
}

function formatFence(code: 2 | 3, alertData: string, language: Language): string | null {
  const name = alertData.split('|')[1]?.trim();
  if (!name) return null;
  if (language === 'id') return `${code === 2 ? 'Masuk' : 'Keluar'} geofence ${name}`;
  return `${code === 2 ? 'Entered' : 'Left'} geofence ${name}`;
}
