import { ALERT_CODE_ROWS } from './alert-code-rows';
import type {
  AlertCategoryKey,
  AlertCodeDefaults,
  AlertProducer,
  AlertThresholdField,
  AlertUrgencyType,
} from './types';

/**
 * The alert catalogue: every alert code the product knows, its texts in both languages, its category
 * and how it is produced (../shared/ALERT_CODES.md; alert-center-and-platform.md sections 3 and 9).
 * The server seeds its tables from this list and the rule engine reads the defaults from it, so a
 * code's meaning lives here once.
 */

export interface AlertCategory {
  alertCategoryId: number;
  key: AlertCategoryKey;
  categoryIdn: string;
  categoryEng: string;
  descriptionIdn: string;
  descriptionEng: string;
}

export const ALERT_CATEGORIES: readonly AlertCategory[] = [
  {
    alertCategoryId: 1,
    key: 'SECURITY',
    categoryIdn: 'Keamanan',
    categoryEng: 'Security',
    descriptionIdn: 'Kejadian yang mengancam keselamatan pengemudi, kendaraan atau perangkat.',
    descriptionEng: 'Events that threaten the driver, the vehicle or the device.',
  },
  {
    alertCategoryId: 2,
    key: 'GEOFENCE',
    categoryIdn: 'Geofence',
    categoryEng: 'Geofence',
    descriptionIdn: 'Kendaraan masuk atau keluar dari area yang ditentukan.',
    descriptionEng: 'A vehicle entering or leaving a defined area.',
  },
  {
    alertCategoryId: 3,
    key: 'DEVICE',
    categoryIdn: 'Perangkat',
    categoryEng: 'Device',
    descriptionIdn: 'Keadaan perangkat GPS dan mesin kendaraan.',
    descriptionEng: 'The state of the GPS device and the engine.',
  },
  {
    alertCategoryId: 4,
    key: 'DRIVING',
    categoryIdn: 'Mengemudi',
    categoryEng: 'Driving',
    descriptionIdn: 'Cara kendaraan dikemudikan: kecepatan, pengereman, waktu diam dan lama mengemudi.',
    descriptionEng: 'How the vehicle is driven: speed, braking, idling and driving time.',
  },
  {
    alertCategoryId: 5,
    key: 'FUEL',
    categoryIdn: 'Bahan bakar',
    categoryEng: 'Fuel',
    descriptionIdn: 'Perubahan isi tangki bahan bakar dari sensor kendaraan.',
    descriptionEng: 'Changes of the fuel tank level read by the vehicle sensor.',
  },
  {
    alertCategoryId: 6,
    key: 'CARGO',
    categoryIdn: 'Muatan',
    categoryEng: 'Cargo',
    descriptionIdn: 'Keadaan muatan, seperti suhu ruang pendingin.',
    descriptionEng: 'The state of the cargo, such as the temperature of a refrigerated box.',
  },
  {
    alertCategoryId: 7,
    key: 'DMS',
    categoryIdn: 'DMS',
    categoryEng: 'DMS',
    descriptionIdn: 'Perilaku pengemudi yang dideteksi kamera pemantau pengemudi (Driver Monitoring System).',
    descriptionEng: 'Driver behaviour detected by the driver monitoring camera (Driver Monitoring System).',
  },
  {
    alertCategoryId: 8,
    key: 'ADAS',
    categoryIdn: 'ADAS',
    categoryEng: 'ADAS',
    descriptionIdn: 'Bahaya di jalan yang dideteksi kamera depan (Advanced Driver Assistance System).',
    descriptionEng: 'Road hazards detected by the forward camera (Advanced Driver Assistance System).',
  },
  {
    alertCategoryId: 9,
    key: 'FLEET_TASK',
    categoryIdn: 'Penugasan',
    categoryEng: 'Fleet task',
    descriptionIdn: 'Kejadian pada penugasan armada: keberangkatan, kedatangan, rute dan vendor.',
    descriptionEng: 'Events of fleet tasks: departure, arrival, route and vendor.',
  },
];

export interface AlertCodeDefinition {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  fullDescriptionIdn: string;
  fullDescriptionEng: string;
  category: AlertCategoryKey;
  producer: AlertProducer;
  defaultUrgency: AlertUrgencyType;
  thresholdFields: readonly AlertThresholdField[];
  /** The thresholds a rule of the code starts with (the spec's and the law's defaults). */
  defaults: AlertCodeDefaults;
  /** Whether a company may make a rule of it (every code of this catalogue may). */
  enabledInRule: boolean;
}

export const ALERT_CODES: readonly AlertCodeDefinition[] = ALERT_CODE_ROWS.map(
  ([
    alertCode,
    descriptionIdn,
    descriptionEng,
    fullDescriptionIdn,
    fullDescriptionEng,
    category,
    producer,
    defaultUrgency,
    thresholdFields = [],
    defaults = {},
  ]) => ({
    alertCode,
    descriptionIdn,
    descriptionEng,
    fullDescriptionIdn,
    fullDescriptionEng,
    category,
    producer,
    defaultUrgency,
    thresholdFields,
    defaults,
    enabledInRule: true,
  }),
);

const BY_CODE = new Map(ALERT_CODES.map((definition) => [definition.alertCode, definition]));

export function alertCodeDefinition(code: number): AlertCodeDefinition | undefined {
  return BY_CODE.get(code);
}

export function isKnownAlertCode(code: number): boolean {
  return BY_CODE.has(code);
}

export function alertCategoryOf(key: AlertCategoryKey): AlertCategory {
  const category = ALERT_CATEGORIES.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`No alert category ${key}`);
  return category;
}

/** Section 9: codes whose popup shows their value (speed, minutes, litres, degrees, hours). */
export const VALUE_ALERT_CODES: readonly number[] = [8, 13, 14, 15, 16, 17, 18, 117];

/** Section 9: DMS and ADAS codes whose events may carry a dashcam clip. */
export const MEDIA_ALERT_CODES: readonly number[] = [
  49, 50, 51, 52, 53, 54, 55, 56, 110, 111, 112, 90, 91, 92, 96, 113, 134,
];

/** Section 9: 137 to 143 are fleet-order alerts, carrying foNumber, foId and logId. */
export const FLEET_ORDER_ALERT_CODES: readonly number[] = [137, 138, 139, 140, 141, 142, 143];

export const isFleetOrderAlertCode = (code: number): boolean => FLEET_ORDER_ALERT_CODES.includes(code);

/** Section 9: the overspeed rule's default minimal duration, when a rule names none. */
export const DEFAULT_OVERSPEED_DURATION_S = 60;

/** The path the server serves a code's icon at (an SVG of the app, never a remote address). */
export const alertIconPath = (code: number): string => `/api/alert-center/v1/alert-code/${code}/icon.svg`;
export const alertCategoryIconPath = (alertCategoryId: number): string =>
  `/api/alert-center/v1/alert-category/${alertCategoryId}/icon.svg`;
