/**
 * How an announcement's video link can be played inside the app: the players of YouTube and Vimeo
 * in a frame, a video file in `<video>`; anything else is only a link out (a page we cannot embed).
 */
export type VideoPlayer = { kind: 'frame'; src: string } | { kind: 'file'; src: string } | { kind: 'link' };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  return id ?? null;
}

export function videoPlayerOf(link: string): VideoPlayer {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: 'link' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link' };
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo}` };
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'file', src: url.toString() };
  return { kind: 'link' };
}
