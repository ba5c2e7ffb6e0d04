import type { RawAlert } from '../features/alert-center/raw-alert';

let sequence = 0;

/** A raw alert as `rawAlerts` and `alert-center-new` answer it: an unresolved important overspeed. */
export function buildRawAlert(overrides: Partial<RawAlert> = {}): RawAlert {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    rawAlertId: id,
    alertCode: 8,
    createdOn: '2026-11-26T09:00:00+07:00',
    licensePlate: 'B 1234 XYZ',
    driver: { fullname: 'Agus Pratama' },
    address: 'Jl. Gatot Subroto, Jakarta Selatan',
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: false,
    isImportant: true,
    autoPopup: false,
    formattedAlertData: '92 km/j',
    sourceDeviceCategory: 'gps',
    iconUrl: '/api/alert-center/v1/icons/8.svg',
    descriptionIdn: 'Kecepatan berlebih',
    descriptionEng: 'Overspeed',
    ...overrides,
  };
}
