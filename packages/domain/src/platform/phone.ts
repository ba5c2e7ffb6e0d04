import { whatsappRecipient } from '../notification/whatsapp';

/**
 * A phone number in the +62 form the app stores ('0812-3456-7890', '62812…', '+62 812 …' ->
 * '+6281234567890'), on the same parsing as WhatsApp recipients; null when it is not an Indonesian
 * number.
 */
export function normalisePhoneNumber(input: string): string | null {
  const recipient = whatsappRecipient(input);
  return recipient.ok ? `+${recipient.to}` : null;
}
