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

/**
 * Map tiles (DESIGN.md: 'tile URL from config, OpenStreetMap by default') and their attribution,
 * from the build's VITE_MAP_TILE_URL / VITE_MAP_ATTRIBUTION.
 */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_ATTRIBUTION ??
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const STORAGE_KEYS = {
  token: 'armada.token',
  /** The last /api/auth/me answer of this token: the app still opens on a phone without signal. */
  sessionUser: 'armada.session-user',
  language: 'armada.language',
  siderCollapsed: 'armada.sider-collapsed',
  /** sessionStorage: the notification onboarding prompt was answered in this browser session. */
  onboardingPromptDismissed: 'armada.onboarding-prompt-dismissed',
  /** sessionStorage prefix: the onboarding wizard's unsaved choices, per company and user. */
  onboardingChoices: 'armada.onboarding-choices',
} as const;

/**
 * The live socket's address: `/ws` on the page's own host unless the build's VITE_LIVE_URL names
 * another (a socket behind its own host name). Read at each connect.
 */
export function liveSocketBase(): string | undefined {
  return import.meta.env.VITE_LIVE_URL || undefined;
}
