import { WHATSAPP_NUMBER } from '../../../platform/config';

/**
 * The link that starts the activation chat with the notification provider (section 2, 'WhatsApp
 * notification card'): WhatsApp accepts messages to a customer only after the customer wrote first.
 */
export function activationChatLink(message: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`;
}
