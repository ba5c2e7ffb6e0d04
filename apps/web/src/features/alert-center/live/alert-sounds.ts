import type { Urgency } from '../raw-alert';

/** What the live side calls on a new alert and on a reminder; tests pass a recording one. */
export interface AlertSoundPlayer {
  play(urgency: Urgency): void;
}

interface Note {
  hz: number;
  at: number;
  seconds: number;
}

/**
 * Two tones that cannot be mistaken (section 9: 'Alert sounds differ for urgent and important'):
 * urgent is three sharp high beeps, important one soft two-note chime. Synthesised with WebAudio,
 * so no audio file has to be licensed or shipped.
 */
export const ALERT_TONES: Record<Urgency, { wave: OscillatorType; notes: readonly Note[] }> = {
  urgent: {
    wave: 'square',
    notes: [
      { hz: 988, at: 0, seconds: 0.12 },
      { hz: 988, at: 0.18, seconds: 0.12 },
      { hz: 988, at: 0.36, seconds: 0.12 },
    ],
  },
  important: {
    wave: 'sine',
    notes: [
      { hz: 660, at: 0, seconds: 0.18 },
      { hz: 880, at: 0.2, seconds: 0.25 },
    ],
  },
};

const STALE_AFTER_MS = 1_000;

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { AudioContext?: AudioContextClass }).AudioContext;
}

/**
 * The browser's player. A browser refuses sound before the user has touched the page (autoplay
 * policy): the context then stays suspended and the tone is skipped in silence, never an error.
 * One context for the app, created on first use.
 */
export function createWebAudioPlayer(): AlertSoundPlayer {
  let context: AudioContext | null = null;
  const schedule = (ctx: AudioContext, urgency: Urgency) => {
    const { wave, notes } = ALERT_TONES[urgency];
    for (const note of notes) {
      const start = ctx.currentTime + note.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + note.seconds);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + note.seconds);
    }
  };
  return {
    play(urgency) {
      try {
        const Context = audioContextClass();
        if (!Context) return;
        context ??= new Context();
        const ctx = context;
        if (ctx.state === 'running') {
          schedule(ctx, urgency);
          return;
        }
        // A refused resume stays pending until the user's first touch: tones queued meanwhile are
        // stale by then and would sound all at once, so only a prompt resume plays.
        const askedAt = Date.now();
        ctx.resume().then(
          () => {
            if (ctx.state === 'running' && Date.now() - askedAt < STALE_AFTER_MS) schedule(ctx, urgency);
          },
          () => {},
        );
      } catch {
        // No sound is better than a broken centre: an alert must still show.
      }
    },
  };
}

/** How long a tone lasts: its last note's end. */
export function toneMs(urgency: Urgency): number {
  return Math.max(...ALERT_TONES[urgency].notes.map((note) => (note.at + note.seconds) * 1000));
}

/**
 * A tone is not started again while the same one still sounds: at 10 alerts a second (issue 15
 * item 7) overlapping tones are noise rather than news, and each costs the main thread its audio
 * nodes. Urgent and important are kept apart, so an urgent alert is always heard.
 */
export function oneToneAtATime(player: AlertSoundPlayer, now: () => number = Date.now): AlertSoundPlayer {
  const lastStarted: Partial<Record<Urgency, number>> = {};
  return {
    play(urgency) {
      const at = now();
      const last = lastStarted[urgency];
      if (last !== undefined && at - last < toneMs(urgency)) return;
      lastStarted[urgency] = at;
      player.play(urgency);
    },
  };
}
