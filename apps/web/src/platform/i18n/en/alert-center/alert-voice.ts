import type { Translation } from '../../id';

/** Texts of the alert popup's call to the driver (alert-center-and-platform.md sections 3 and 9, issue 19). */
export const alertVoice: Translation['alertVoice'] = {
  call: 'Call driver',
  calling: 'Calling…',
  connected: 'Connected',
  ended: 'Call ended',
  failed: 'Call failed',
  hangup: 'Hang up',
  close: 'Close',
  busy: 'Another call is in progress',
  noGateway: 'No device gateway is configured, calls cannot be made',
  dropped: 'The call was cut off',
  errors: {
    micDenied: 'Microphone access was denied. Allow the microphone in the browser to call.',
    micMissing: 'No microphone was found. Connect one and try again.',
    micFailed: 'The microphone cannot be used.',
  },
};
