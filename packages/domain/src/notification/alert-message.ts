import { alertCodeDefinition } from '../alerts/catalogue';
import { formatAlertData } from '../alerts/engine/format-data';
import { alertMapUrl } from '../alerts/map-url';
import { formatDateTime } from '../format';

/**
 * The message a rule's contact recipients get for a new alert (issue 12 item 7), by WhatsApp and by
 * e-mail, in Indonesian: what happened (the catalogue's description and the alert's values as the
 * Alert Center words them), which vehicle, when in the company's zone, where, and a map link.
 */

/** Without a rule's `alertCountWindow`, a contact hears about a rule and vehicle at most every 10 minutes. */
export const ALERT_NOTIFICATION_DEFAULT_WINDOW_S = 600;

/** The throttle window of a rule's messages: its `alertCountWindow` in seconds, else 10 minutes. */
export function alertNotificationWindowS(alertCountWindow: number | null | undefined): number {
  return alertCountWindow !== null && alertCountWindow !== undefined && alertCountWindow > 0
    ? alertCountWindow
    : ALERT_NOTIFICATION_DEFAULT_WINDOW_S;
}

/** Why a throttled alert sent nothing, as its notification log shows it. */
export function alertThrottledReason(windowS: number): string {
  const span = windowS % 60 === 0 ? `${windowS / 60} menit` : `${windowS} detik`;
  return `Dibatasi: aturan dan kendaraan ini sudah mengirim pesan ke penerima ini dalam ${span}`;
}

/** Indonesia's three zones by their usual names; any other zone is shown by its IANA name. */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

export interface AlertMessageInput {
  alertCode: number;
  /** Pipe-separated values of the alert, worded by `formatAlertData`. */
  alertData: string | null;
  isUrgent: boolean;
  licensePlate: string | null;
  /** The event's time, shown in `timeZone`. */
  occurredOn: Date;
  timeZone: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The rule's label, so a contact of several rules knows which one spoke. */
  ruleLabel: string | null;
}

export interface AlertMessage {
  /** The e-mail's subject. */
  subject: string;
  /** WhatsApp's text: the headline in *bold*. */
  whatsappText: string;
  /** The e-mail's plain text. */
  emailText: string;
}

export function alertNotificationMessage(input: AlertMessageInput): AlertMessage {
  const description = alertCodeDefinition(input.alertCode)?.descriptionIdn ?? `Peringatan ${input.alertCode}`;
  const urgency = input.isUrgent ? 'Peringatan mendesak' : 'Peringatan penting';
  const plate = input.licensePlate ?? '-';
  const zone = ZONE_NAMES[input.timeZone] ?? input.timeZone;
  const detail = formatAlertData(input.alertCode, input.alertData, 'id');
  const mapUrl = alertMapUrl(input.latitude, input.longitude);
  const lines = [
    `Kendaraan: ${plate}`,
    `Waktu: ${formatDateTime(input.occurredOn, input.timeZone, 'id')} ${zone}`,
    ...(detail ? [`Detail: ${detail}`] : []),
    ...(input.ruleLabel ? [`Aturan: ${input.ruleLabel}`] : []),
    `Lokasi: ${input.address ?? '-'}`,
    ...(mapUrl ? [`Peta: ${mapUrl}`] : []),
  ];
  const headline = `${urgency}: ${description}`;
  return {
    subject: `[Armada] ${headline} - ${plate}`,
    whatsappText: [`*${headline}*`, ...lines].join('\n'),
    emailText: [headline, '', ...lines, '', 'Pesan ini dikirim otomatis oleh Armada Alert Center.'].join(
      '\n',
    ),
  };
}
