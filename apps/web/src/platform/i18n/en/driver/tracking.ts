import type { Translation } from '../../id';

export const driverTracking: Translation['driverTracking'] = {
  label: 'Location tracking',
  active: 'Tracking on',
  lastSent: 'Last sent {{time}}',
  notSentYet: 'No position sent yet',
  pending: 'Positions waiting to be sent: {{count}}',
  paused: 'Tracking paused',
  off: 'Tracking off: no trip.',
  denied: 'Location permission denied. Turn on location so that tasks are recorded automatically.',
  unsupported: 'This device cannot read its location, so tasks are not recorded automatically.',
  refused: 'The server did not accept the positions: {{message}}',
  pause: 'Pause Tracking',
  resume: 'Resume Tracking',
  cannotPause: 'Tracking cannot be paused while a trip is under way.',
};
