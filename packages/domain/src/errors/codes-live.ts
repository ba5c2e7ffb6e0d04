import { type CatalogueEntry, entry } from './entry';

/**
 * Codes of the live socket `/ws` (issue 12 item 7); merged into ERROR_CATALOGUE. The handshake's are
 * HTTP answers; the others arrive as `{event: 'error', data: {code, message}}` on an open socket.
 */
export const LIVE_ERRORS = {
  // A browser page of another site may not open a socket with the user's token.
  'live/origin-not-allowed': entry(
    403,
    'Koneksi langsung ditolak: asal halaman tidak diizinkan.',
    'Live connection refused: the page origin is not allowed.',
  ),
  'live/invalid-message': entry(
    400,
    'Pesan tidak valid. Kirim JSON berbentuk {"event": ..., "data": ...}.',
    'Invalid message. Send JSON shaped {"event": ..., "data": ...}.',
  ),
  'live/unknown-event': entry(
    400,
    'Jenis pesan tidak dikenal. Gunakan PING atau update_tags.',
    'Unknown message type. Use PING or update_tags.',
  ),
  'live/invalid-tags': entry(
    400,
    'Filter update_tags tidak valid: urgent dan important berupa true/false, vgroupIds daftar ID grup kendaraan.',
    'Invalid update_tags filter: urgent and important are true/false, vgroupIds a list of vehicle group ids.',
  ),
  'live/too-many-messages': entry(
    429,
    'Terlalu banyak pesan dikirim. Koneksi ditutup.',
    'Too many messages sent. The connection was closed.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
