/**
 * What the media routes check of bytes and headers (issue 19 item 3), apart from any I/O.
 * An uploaded clip is trusted by its bytes, not its Content-Type: an MP4 starts with a box whose type
 * (bytes 4-7) is 'ftyp'.
 */
export function startsWithFtypBox(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const type = String.fromCharCode(bytes[4] ?? 0, bytes[5] ?? 0, bytes[6] ?? 0, bytes[7] ?? 0);
  // The box holds at least its header and a major brand; it cannot be longer than the file.
  return type === 'ftyp' && size >= 12 && size <= bytes.length;
}

/** An inclusive byte range of a file, as a 206 answer serves it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The Range header of a clip request (RFC 9110 section 14.1.2), one range only, which is what
 * Chromium's <video> asks: `bytes=0-`, `bytes=100-199`, `bytes=-500` (the last 500). Answers null for
 * no header (the whole file, 200), the range, or 'unsatisfiable' (416) for a range outside the file or
 * a header that does not parse.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined || header.trim() === '') return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
