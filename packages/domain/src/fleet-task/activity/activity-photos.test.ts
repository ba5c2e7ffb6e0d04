import { describe, expect, it } from 'vitest';
import { detectPhotoType, isPlainFileName } from './activity-photos';

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
    [
      'an SVG with a script',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      null,
    ],
    [
      'a JPEG with a page inside',
      bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, '<HTML><Script>alert(1)</script>'),
      null,
    ],
    ['a JPEG with a ZIP appended', bytes(0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9, 'PK', 3, 4, 'payload'), null],
    ['a PNG with PHP inside', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 'tEXt<?php system($x); ?>'), null],
    ['a WebP carrying a javascript: link', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 JavaScript:alert(1)'), null],
    ['a PNG with a PDF inside', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, '%PDF-1.7'), null],
  ])('reads %s by its bytes', (_name, content, expected) => {
    expect(detectPhotoType(content)).toBe(expected);
  });
});

describe('isPlainFileName', () => {
  it.each(['foto.jpg', 'IMG_2026-11-26 08.00.jpg', 'bukti pengiriman (1).png', ''])('takes %j', (name) => {
    expect(isPlainFileName(name)).toBe(true);
  });

  it.each([
    '../../etc/passwd.jpg',
    'a/b.jpg',
    'C:\\foto.jpg',
    '..jpg',
    'foto\u0000.jpg',
    'foto\n.jpg',
    'x'.repeat(256),
  ])('refuses %j, which names a folder or hides characters', (name) => {
    expect(isPlainFileName(name)).toBe(false);
  });
});
