import { createHash } from 'node:crypto';
import {
  ALERT_CATEGORIES,
  type AlertCategoryKey,
  type AlertUrgencyType,
  alertCategoryOf,
  alertCodeDefinition,
} from '@armada/domain';

/*
 * The catalogue's icons, drawn here (never a remote image): a code's icon is its category's glyph on
 * a disc in the urgency's colour with the code's number in a badge; a category's icon is its glyph on
 * the brand blue. Only our constants and integers go into the markup, so no text of a request can
 * become markup, and the route serves them with a CSP that allows no script at all.
 */

const URGENCY_COLOURS: Record<AlertUrgencyType, string> = { URGENT: '#D9363E', IMPORTANT: '#E8890C' };
const CATEGORY_COLOUR = '#1F5FBF';

/** White glyphs in a 24x24 box, drawn around (12, 12). */
const GLYPHS: Record<AlertCategoryKey, string> = {
  SECURITY: '<path d="M12 2 20 5v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" fill="#fff"/>',
  GEOFENCE:
    '<path d="M12 2c-3.9 0-7 3.1-7 7 0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7z" fill="#fff"/><circle cx="12" cy="9" r="2.6" fill="COLOUR"/>',
  DEVICE:
    '<rect x="6" y="6" width="12" height="12" rx="2" fill="#fff"/><path d="M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3" stroke="#fff" stroke-width="1.6"/>',
  DRIVING:
    '<circle cx="12" cy="12" r="8.5" fill="none" stroke="#fff" stroke-width="2.4"/><circle cx="12" cy="12" r="2.2" fill="#fff"/><path d="M4 11h6M14 11h6M12 14v6" stroke="#fff" stroke-width="2.4"/>',
  FUEL: '<path d="M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z" fill="#fff"/>',
  CARGO:
    '<path d="M4 7l8-4 8 4v10l-8 4-8-4z" fill="#fff"/><path d="M4 7l8 4 8-4M12 11v10" stroke="COLOUR" stroke-width="1.4" fill="none"/>',
  DMS: '<path d="M2 12s4-6 10-6 10 6 10 6-4 6-10 6S2 12 2 12z" fill="#fff"/><circle cx="12" cy="12" r="3" fill="COLOUR"/>',
  ADAS: '<path d="M5 15l2-6h10l2 6v4H5z" fill="#fff"/><circle cx="8" cy="16" r="1.3" fill="COLOUR"/><circle cx="16" cy="16" r="1.3" fill="COLOUR"/><path d="M8 5q4-3 8 0" stroke="#fff" stroke-width="1.6" fill="none"/>',
  FLEET_TASK:
    '<path d="M2 7h11v9H2zM13 10h4l3 3v3h-7z" fill="#fff"/><circle cx="6" cy="17.5" r="1.8" fill="#fff" stroke="COLOUR"/><circle cx="16" cy="17.5" r="1.8" fill="#fff" stroke="COLOUR"/>',
};

function glyph(category: AlertCategoryKey, colour: string): string {
  return GLYPHS[category].replaceAll('COLOUR', colour);
}

function svg(body: string, title: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img">' +
    `<title>${title}</title>${body}</svg>`
  );
}

/** The icon of an alert code, or null for a code the catalogue does not know. */
export function alertCodeIconSvg(code: number): string | null {
  const definition = alertCodeDefinition(code);
  if (!definition) return null;
  const colour = URGENCY_COLOURS[definition.defaultUrgency];
  const digits = String(definition.alertCode);
  const badgeWidth = 8 + digits.length * 6;
  return svg(
    `<circle cx="22" cy="22" r="20" fill="${colour}"/>` +
      `<g transform="translate(10 10)">${glyph(definition.category, colour)}</g>` +
      `<rect x="${46 - badgeWidth}" y="32" width="${badgeWidth}" height="14" rx="7" fill="#fff" stroke="${colour}" stroke-width="1.5"/>` +
      `<text x="${46 - badgeWidth / 2}" y="42.5" font-family="Arial, sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="${colour}">${digits}</text>`,
    `Alert ${digits}`,
  );
}

/** The icon of a category, or null for an id the catalogue does not know. */
export function alertCategoryIconSvg(alertCategoryId: number): string | null {
  const category = ALERT_CATEGORIES.find((candidate) => candidate.alertCategoryId === alertCategoryId);
  if (!category) return null;
  return svg(
    `<circle cx="24" cy="24" r="22" fill="${CATEGORY_COLOUR}"/><g transform="translate(12 12)">${glyph(category.key, CATEGORY_COLOUR)}</g>`,
    `Category ${alertCategoryOf(category.key).alertCategoryId}`,
  );
}

/** A strong validator: the bytes only change when the code's drawing does. */
export const iconEtag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
