// The microphone's capture processor (an AudioWorklet module; a file of public/ because CSP is
// script-src 'self'): mixes to mono, downsamples from the context's rate to 16 kHz and posts
// 640-byte frames of s16le PCM (320 samples, 20 ms) to the page.
const TARGET_RATE = 16000;
const FRAME_SAMPLES = 320;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.step = sampleRate / TARGET_RATE;
    this.position = 0;
    this.frame = new Int16Array(FRAME_SAMPLES);
    this.filled = 0;
  }

  process(inputs) {
    const input = inputs[0];
    if (!input || input.length === 0) return true;
    const length = input[0].length;
    // Average over the source samples each output sample stands for: a cheap low-pass against aliasing.
    while (this.position < length) {
      const from = Math.floor(this.position);
      const to = Math.min(length, Math.max(from + 1, Math.floor(this.position + this.step)));
      let sum = 0;
      for (let i = from; i < to; i += 1) {
        let mixed = 0;
        for (let c = 0; c < input.length; c += 1) mixed += input[c][i];
        sum += mixed / input.length;
      }
      const value = Math.max(-1, Math.min(1, sum / (to - from)));
      this.frame[this.filled] = value < 0 ? value * 0x8000 : value * 0x7fff;
      this.filled += 1;
      if (this.filled === FRAME_SAMPLES) {
        const bytes = this.frame.buffer.slice(0);
        this.port.postMessage(bytes, [bytes]);
        this.filled = 0;
      }
      this.position += this.step;
    }
    this.position -= length;
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
