/**
 * The company's WhatsApp Business number that sends the notifications, in international digits
 * (62...), from the build's VITE_WHATSAPP_NUMBER. Without one, the chat link lets the customer pick
 * the chat in WhatsApp.
 */
const WHATSAPP_NUMBER: string = (import.meta.env.VITE_WHATSAPP_NUMBER ?? '').replace(/\D/g, '');

/**
 * The link that starts the activation chat with the notification provider (section 2, 'WhatsApp
 * notification card'): WhatsApp accepts messages to a customer only after the customer wrote first.
 */
export function activationChatLink(message: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`;
}
