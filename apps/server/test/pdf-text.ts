import { inflateSync } from 'node:zlib';

/**
 * The content streams of a PDF, inflated (pdfkit compresses them). Each stream is read by the /Length
 * of its dictionary: compressed bytes may themselves end in a carriage return, so finding the end by
 * the line break before `endstream` would cut one byte off about one stream in 256.
 */
export function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(match[1] ?? '');
    if (!length) continue;
    const start = (match.index ?? 0) + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, start + Number(length[1]))).toString('latin1'));
    } catch {
      // Not a deflated stream (none in our output, but a font or image would be binary).
    }
  }
  return streams;
}

/** The text shown: pdfkit writes each line as a TJ array of hex strings split by kerning numbers. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const array of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
