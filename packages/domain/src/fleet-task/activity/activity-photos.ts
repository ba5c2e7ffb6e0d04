/**
 * Proof photos of a pickup or drop (fleet-task-planning.md sections 5 'Complete-activity form' and 9):
 * at most 5 per activity, at most 2 MB each, images only. DESIGN.md: content is checked by its
 * bytes, never by the file's name or the type the browser claims.
 */
export const MAX_PHOTOS_PER_ACTIVITY = 5;
export const MAX_PHOTO_BYTES = 2_097_152;

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Markers of a document hidden in an image (a polyglot: an HTML, SVG, script or PHP page, or an
 * archive, behind an image's first bytes). Compressed image data does not hold them by chance; a
 * browser or a server that sniffs the content could run them.
 */
const MARKUP_MARKERS = [
  '<script',
  '<html',
  '<svg',
  '<?php',
  '<!doctype',
  '<iframe',
  '<body',
  '<?xml',
  'javascript:',
].map(ascii);
/** A ZIP's local file header and a PDF's header: archives and documents appended to an image. */
const BINARY_MARKERS = [[0x50, 0x4b, 0x03, 0x04], ascii('%PDF-')];

const lowerAscii = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

function containsAt(bytes: Uint8Array, at: number, marker: readonly number[], ignoreCase: boolean): boolean {
  for (let i = 0; i < marker.length; i += 1) {
    const byte = bytes[at + i];
    if (byte === undefined || (ignoreCase ? lowerAscii(byte) : byte) !== marker[i]) return false;
  }
  return true;
}

/** Whether the bytes carry a page, a script or an archive anywhere (see MARKUP_MARKERS). */
export function holdsEmbeddedDocument(bytes: Uint8Array): boolean {
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at] as number;
    const lower = lowerAscii(byte);
    for (const marker of MARKUP_MARKERS)
      if (marker[0] === lower && containsAt(bytes, at, marker, true)) return true;
    for (const marker of BINARY_MARKERS)
      if (marker[0] === byte && containsAt(bytes, at, marker, false)) return true;
  }
  return false;
}

/**
 * The image type the bytes are, or null: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (a RIFF
 * container whose form type is WEBP), holding no embedded document. A text file renamed .jpg, an SVG
 * and an image with a page or an archive inside are null.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  const type = imageSignature(bytes);
  return type && !holdsEmbeddedDocument(bytes) ? type : null;
}

function imageSignature(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * A file name as a browser sends it: no folder part ('/', '\\', '..') and no control characters.
 * Storage keys are the server's own, so a name never reaches the disk; one that tries is refused.
 */
export function isPlainFileName(name: string): boolean {
  if (name.length > 255 || name.includes('/') || name.includes('\\') || name.includes('..')) return false;
  return [...name].every((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
}

export const PHOTO_EXTENSIONS: Readonly<Record<PhotoContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
