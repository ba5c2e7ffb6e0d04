/** Settings of the web app that are not business rules (those live in @armada/domain). */

export const API_BASE = '/api';

/** The external knowledge base behind the 'Bantuan' menu item; a deployment may point it elsewhere. */
export const HELP_URL: string =
  import.meta.env.VITE_HELP_URL ?? 'https://github.com/armada-fleet/armada/wiki';

/**
 * The company's WhatsApp Business number that sends the customer notifications, in international
 * digits (62...), from the build's VITE_WHATSAPP_NUMBER; empty when not configured.
 */
export const WHATSAPP_NUMBER: string = (import.meta.env.VITE_WHATSAPP_NUMBER ?? '').replace(/\D/g, '');

export const STORAGE_KEYS = {
  token: 'armada.token',
  language: 'armada.language',
  siderCollapsed: 'armada.sider-collapsed',
} as const;
