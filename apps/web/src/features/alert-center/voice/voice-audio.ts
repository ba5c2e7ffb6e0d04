import { VOICE_STREAM } from '@armada/domain';

/**
 * The audio half of a call behind a small interface, so the socket protocol is tested in jsdom
 * (which has no AudioWorklet) and the real one in Chromium.
 */
export interface VoiceAudio {
  /** Opens the microphone; every 640-byte frame it captures goes to onFrame. Rejects with a VoiceAudioError. */
  start(onFrame: (frame: ArrayBuffer) => void): Promise<void>;
  /** Plays one 640-byte frame of the device's audio. */
  play(frame: ArrayBuffer): void;
  /** Releases the microphone and the audio context. */
  stop(): void;
}

export type VoiceAudioErrorKind = 'micDenied' | 'micMissing' | 'micFailed';

export class VoiceAudioError extends Error {
  constructor(readonly kind: VoiceAudioErrorKind) {
    super(kind);
  }
}

/** getUserMedia's DOMException names mapped to the message the operator reads. */
export function audioErrorKind(error: unknown): VoiceAudioErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'micMissing';
  return 'micFailed';
}

// Frames are scheduled this far ahead of the clock: a small jitter buffer against uneven arrival.
const JITTER_SECONDS = 0.08;
const WORKLET_URL = '/voice/pcm-capture.worklet.js';

/** The browser's VoiceAudio: an AudioWorklet capturing at 16 kHz, scheduled AudioBuffers for playback. */
export function browserVoiceAudio(): VoiceAudio {
  let context: AudioContext | null = null;
  let stream: MediaStream | null = null;
  let playAt = 0;

  const stop = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    void context?.close().catch(() => undefined);
    context = null;
  };

  return {
    async start(onFrame) {
      if (!navigator.mediaDevices?.getUserMedia) throw new VoiceAudioError('micMissing');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
        });
      } catch (error) {
        throw new VoiceAudioError(audioErrorKind(error));
      }
      try {
        context = new AudioContext();
        await context.audioWorklet.addModule(WORKLET_URL);
        const source = context.createMediaStreamSource(stream);
        const capture = new AudioWorkletNode(context, 'pcm-capture');
        capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onFrame(event.data);
        source.connect(capture);
        await context.resume();
      } catch {
        stop();
        throw new VoiceAudioError('micFailed');
      }
    },
    play(frame) {
      if (!context) return;
      const samples = new Int16Array(frame);
      // The AudioContext resamples a 16 kHz buffer to its own rate.
      const buffer = context.createBuffer(1, samples.length, VOICE_STREAM.sampleRate);
      const channel = buffer.getChannelData(0);
      for (let i = 0; i < samples.length; i += 1) channel[i] = (samples[i] ?? 0) / 0x8000;
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.connect(context.destination);
      playAt = Math.max(playAt, context.currentTime + JITTER_SECONDS);
      node.start(playAt);
      playAt += buffer.duration;
    },
    stop,
  };
}
