import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareClips, startsWithFtyp } from '../src/clips';
import { TEST_CLIP_DIR } from './test-sim';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'gateway-sim-clips-'));
  dirs.push(dir);
  return dir;
};

describe('the clips of the simulated gateway', () => {
  it('makes one MP4 per camera kind, each a few hundred kB, and the two look different', async () => {
    const clips = await prepareClips(TEST_CLIP_DIR);
    for (const clip of [clips.adas, clips.dms]) {
      expect(startsWithFtyp(clip.bytes)).toBe(true);
      expect(clip.bytes.length).toBeGreaterThan(100_000);
      expect(clip.bytes.length).toBeLessThan(1_000_000);
    }
    expect(clips.adas.bytes.equals(clips.dms.bytes)).toBe(false);
  });

  it('names apt-get install ffmpeg when ffmpeg is missing', async () => {
    await expect(prepareClips(await freshDir(), '/nonexistent/ffmpeg')).rejects.toThrow(
      'apt-get install ffmpeg',
    );
  });

  it('serves the cached clips without ffmpeg, and makes a damaged one again', async () => {
    const dir = await freshDir();
    const made = await prepareClips(dir);
    const cached = await prepareClips(dir, '/nonexistent/ffmpeg');
    expect(cached.adas.bytes.equals(made.adas.bytes)).toBe(true);

    const [dmsFile] = (await readdir(dir)).filter((name) => name.startsWith('dms-'));
    await writeFile(path.join(dir, dmsFile!), 'not a video');
    const remade = await prepareClips(dir);
    expect(startsWithFtyp(remade.dms.bytes)).toBe(true);
    expect(await readdir(dir)).toHaveLength(2);
  });
});
