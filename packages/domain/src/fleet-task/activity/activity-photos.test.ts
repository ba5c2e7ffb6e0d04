import { describe, expect, it } from 'vitest';
import { detectPhotoType } from './activity-photos';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('detectPhotoType', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['a text file renamed .jpg', bytes('hello, this is text'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a GIF', bytes('GIF89a', 1, 0), null],
    ['a truncated JPEG signature', bytes(0xff, 0xd8), null],
    ['nothing', bytes(), null],
  ])('reads %s by its bytes', (_name, content, expected) => {
    expect(detectPhotoType(content)).toBe(expected);
  });
});
