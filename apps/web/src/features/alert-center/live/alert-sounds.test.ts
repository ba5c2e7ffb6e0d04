import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AlertSoundPlayer, createWebAudioPlayer, oneToneAtATime, toneMs } from './alert-sounds';

/** What the player asked the browser for: one oscillator per note. */
function fakeAudioContext(state: 'running' | 'suspended', resume: () => Promise<void>) {
  const notes: { type: string; hz: number }[] = [];
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = resume;
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => notes.push({ type: oscillator.type, hz: oscillator.frequency.value }),
        stop: () => {},
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return notes;
}

describe('alert sounds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays three high square beeps for urgent and a two-note sine chime for important', () => {
    const notes = fakeAudioContext('running', () => Promise.resolve());
    const player = createWebAudioPlayer();
    player.play('urgent');
    expect(notes).toEqual([
      { type: 'square', hz: 988 },
      { type: 'square', hz: 988 },
      { type: 'square', hz: 988 },
    ]);
    notes.length = 0;
    player.play('important');
    expect(notes).toEqual([
      { type: 'sine', hz: 660 },
      { type: 'sine', hz: 880 },
    ]);
  });

  it('stays silent, without an error, when the browser refuses to play before a user gesture', async () => {
    const notes = fakeAudioContext('suspended', () =>
      Promise.reject(new DOMException('', 'NotAllowedError')),
    );
    const player = createWebAudioPlayer();
    expect(() => player.play('urgent')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notes).toEqual([]);
  });

  it('does nothing where the browser has no WebAudio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => createWebAudioPlayer().play('important')).not.toThrow();
  });
});

describe('one tone at a time', () => {
  function recorder() {
    const played: string[] = [];
    const player: AlertSoundPlayer = { play: (urgency) => played.push(urgency) };
    return { played, player };
  }

  it('does not start a tone again while the same tone still sounds', () => {
    let now = 1_000;
    const { played, player } = recorder();
    const throttled = oneToneAtATime(player, () => now);
    throttled.play('important');
    now += toneMs('important') - 1;
    throttled.play('important');
    now += 1;
    throttled.play('important');
    expect(played).toEqual(['important', 'important']);
  });

  it('plays an urgent tone even while an important one sounds', () => {
    const { played, player } = recorder();
    const throttled = oneToneAtATime(player, () => 5_000);
    throttled.play('important');
    throttled.play('urgent');
    throttled.play('urgent');
    expect(played).toEqual(['important', 'urgent']);
  });
});
