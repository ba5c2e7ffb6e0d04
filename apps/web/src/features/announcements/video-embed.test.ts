import { describe, expect, it } from 'vitest';
import { videoPlayerOf } from './video-embed';

describe('videoPlayerOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s in an embedded player', (link, src) => {
    expect(videoPlayerOf(link)).toEqual({ kind: 'frame', src });
  });

  it('plays a video file in the page', () => {
    expect(videoPlayerOf('https://cdn.example.id/promo.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.id/promo.mp4',
    });
  });

  it.each([
    ['a page that cannot be embedded', 'https://www.example.id/fitur-baru'],
    ['a YouTube page without a video', 'https://www.youtube.com/channel/abc'],
    ['not a link', 'video kami'],
    ['another scheme', 'javascript:alert(1)'],
  ])('offers only the link out for %s', (_, link) => {
    expect(videoPlayerOf(link)).toEqual({ kind: 'link' });
  });
});
