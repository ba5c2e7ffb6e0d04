import { fleetTaskStatusLabel } from '../fleet-task/status';
import type { FleetTaskStatus } from '../fleet-task-status';

/**
 * Why a customer notification was not sent, as the task's history and the outbox list show it
 * ('Notifikasi WhatsApp tidak dikirim: ...'). Section 5, 'Customer phone': an empty phone never sends.
 */
export const NOTIFICATION_NOT_SENT_REASONS = {
  'phone-empty': 'Nomor telepon pelanggan kosong',
  'phone-invalid': 'Nomor telepon pelanggan tidak valid',
  // Section 5: the notification is only for a route of one customer with DIRECT orders.
  'not-available': 'Notifikasi hanya untuk satu pelanggan dengan pengiriman langsung',
  'not-configured': 'WhatsApp belum dikonfigurasi',
  // Alert messages to a rule's contact recipients (issue 12 item 7).
  'contact-phone-invalid': 'Nomor telepon kontak tidak valid',
  'email-not-configured': 'E-mail (SMTP) belum dikonfigurasi',
} as const;

export type NotificationNotSentReason = keyof typeof NOTIFICATION_NOT_SENT_REASONS;

/** Indonesian country code: the phone input carries the +62 prefix (section 9). */
const COUNTRY_CODE = '62';
/** The national number after 62: 8 to 13 digits, as PHONE_NUMBER_PATTERN allows. */
const WHATSAPP_NUMBER = /^62[1-9]\d{7,12}$/;

export type WhatsAppRecipient =
  | { ok: true; to: string }
  | { ok: false; reason: Extract<NotificationNotSentReason, 'phone-empty' | 'phone-invalid'> };

/**
 * The WhatsApp Cloud API `to` of a customer phone: digits only with the country code and no '+'
 * ('+62 812-3456-7890' -> '6281234567890'). A national form (0812...) or a trunk zero typed after the
 * +62 prefix (+620812...) is the same number; anything else is refused rather than sent to a stranger.
 */
export function whatsappRecipient(phone: string | null | undefined): WhatsAppRecipient {
  const compact = (phone ?? '').replace(/[\s\-().]/g, '');
  if (compact === '') return { ok: false, reason: 'phone-empty' };
  let digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (digits.startsWith('0')) digits = `${COUNTRY_CODE}${digits.slice(1)}`;
  else if (digits.startsWith(`${COUNTRY_CODE}0`)) digits = `${COUNTRY_CODE}${digits.slice(3)}`;
  else if (!digits.startsWith(COUNTRY_CODE) && !compact.startsWith('+')) digits = `${COUNTRY_CODE}${digits}`;
  return WHATSAPP_NUMBER.test(digits) ? { ok: true, to: digits } : { ok: false, reason: 'phone-invalid' };
}

/** The phone as people read it, with its +62 prefix (section 9), from the Cloud API form. */
export function displayPhone(to: string): string {
  return `+${to}`;
}

export interface StatusMessageInput {
  /** The route's single customer; null when unknown. */
  customerName: string | null;
  /** The FO number of the task. */
  taskNumber: string;
  status: FleetTaskStatus;
  /** The task's public tracking link (track_link). */
  trackLink: string;
}

/**
 * The Indonesian text of the customer's status notification: the FO number, the status as the detail
 * page names it, and the public tracking link. WhatsApp renders *...* in bold.
 */
export function whatsappStatusText(input: StatusMessageInput): string {
  const greeting = input.customerName ? `Halo ${input.customerName},` : 'Halo,';
  return [
    greeting,
    '',
    `Status pengiriman Anda dengan nomor penugasan ${input.taskNumber} kini *${fleetTaskStatusLabel(input.status, 'id')}*.`,
    `Lacak pengiriman Anda di: ${input.trackLink}`,
  ].join('\n');
}
