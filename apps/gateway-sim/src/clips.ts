import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VideoChannelKind } from '@armada/domain';

const run = promisify(execFile);

/** Bump when the ffmpeg recipe changes, so a cached clip of the old recipe is not served. */
const RECIPE_VERSION = 1;

/**
 * Each camera looks different, so an operator watching both channels of a popup can tell them apart:
 * the road camera (ADAS) in colour with a 440 Hz tone, the driver camera (DMS) in grey, like the infrared
 * cameras that watch a cab at night, with a 660 Hz tone.
 */
const LOOK: Record<VideoChannelKind, { video: string; tone: number; filter: string | null }> = {
  adas: { video: 'testsrc2=size=640x360:rate=15', tone: 440, filter: null },
  dms: { video: 'testsrc=size=640x360:rate=15', tone: 660, filter: 'hue=s=0' },
};

/** The length of every generated clip; a file list's minute segments all serve this clip. */
export const CLIP_SECONDS = 10;

export interface Clip {
  kind: VideoChannelKind;
  bytes: Buffer;
}

export type Clips = Record<VideoChannelKind, Clip>;

/** True when the bytes start with an MP4 `ftyp` box, the check our server makes before keeping a clip. */
export const startsWithFtyp = (bytes: Buffer): boolean =>
  bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp';

const ffmpegArguments = (kind: VideoChannelKind, target: string): string[] => {
  const look = LOOK[kind];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    look.video,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${look.tone}:sample_rate=16000`,
    '-t',
    String(CLIP_SECONDS),
    ...(look.filter ? ['-vf', look.filter] : []),
    // Baseline H.264 in yuv420p and AAC with the index up front: what Chromium plays while it streams.
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '250k',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    target,
  ];
};

const isMissingCommand = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT';

async function generate(kind: VideoChannelKind, target: string, ffmpeg: string): Promise<void> {
  // Written beside the target and renamed, so two simulators sharing a cache never read half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  try {
    await run(ffmpeg, ffmpegArguments(kind, partial), { timeout: 120_000 });
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    if (isMissingCommand(error)) {
      throw new Error(
        `The simulated gateway makes its clips with ffmpeg, which was not found (${ffmpeg}). ` +
          'Install it: apt-get install ffmpeg',
      );
    }
    throw new Error(`ffmpeg could not make the ${kind} clip: ${(error as Error).message}`);
  }
}

async function loadOrGenerate(kind: VideoChannelKind, clipDir: string, ffmpeg: string): Promise<Clip> {
  const target = path.join(clipDir, `${kind}-v${RECIPE_VERSION}.mp4`);
  const cached = await stat(target).catch(() => null);
  if (!cached?.isFile()) await generate(kind, target, ffmpeg);
  const bytes = await readFile(target);
  if (!startsWithFtyp(bytes)) {
    // A damaged cache is made again once rather than served.
    await rm(target, { force: true });
    await generate(kind, target, ffmpeg);
    const again = await readFile(target);
    if (!startsWithFtyp(again)) throw new Error(`ffmpeg made a ${kind} clip that is not an MP4: ${target}`);
    return { kind, bytes: again };
  }
  return { kind, bytes };
}

/** One clip per camera kind, made with ffmpeg on the first start and read from `clipDir` afterwards. */
export async function prepareClips(clipDir: string, ffmpeg = 'ffmpeg'): Promise<Clips> {
  await mkdir(clipDir, { recursive: true });
  const [adas, dms] = await Promise.all([
    loadOrGenerate('adas', clipDir, ffmpeg),
    loadOrGenerate('dms', clipDir, ffmpeg),
  ]);
  return { adas, dms };
}
