/** Texts of the alert popup's video block (alert-center-and-platform.md sections 4 and 8, issue 19). */
export const alertMedia = {
  status: {
    loading: 'Loading the video download history…',
    checking: 'Checking for the video…',
    requesting: 'Requesting the video from the device…',
    complete: 'Video available',
    failed: 'Video not available',
    timeout: 'Video not found yet. Request it from the device.',
    waiting: 'Waiting for the video from the device…',
  },
  request: 'Request Video',
  check: 'Check',
  road: 'ADAS',
  driver: 'DMS',
  channels: 'Video channel',
  offline: 'Connection lost: video checks paused',
  noGateway: 'No device gateway is configured, so video cannot be requested',
  noClip: 'No video from this channel yet',
  requestFailed: 'The video request failed. Please try again.',
  toast: {
    deviceUnreachable: 'The device cannot be reached. Try requesting the video again later.',
    mediaNotFound: 'The video of this event was not found on the device',
  },
};
