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
 * The image type the bytes are, or null: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (a RIFF
 * container whose form type is WEBP). A text file renamed .jpg is null.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const PHOTO_EXTENSIONS: Readonly<Record<PhotoContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
