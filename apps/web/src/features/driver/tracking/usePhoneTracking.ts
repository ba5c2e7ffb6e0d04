import { type PhoneTrackedTask, type PhoneTrackingMode, phoneTrackingMode } from '@armada/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../../platform/session/session-context';
import { sendDriverPositions } from './api';
import { PhoneTracker, type PhoneTrackerState } from './phone-tracker';
import { openPositionBuffer, positionBufferName } from './position-buffer';

const IDLE: PhoneTrackerState = {
  watching: false,
  lastSentAt: null,
  pending: 0,
  refusal: null,
  permissionDenied: false,
};
const noSubscription = () => () => undefined;

/**
 * One tracker for the signed-in driver while the component is mounted: it watches while the
 * domain's mode for these tasks is ON, and sends what it buffered whatever the mode.
 */
export function usePhoneTracking(
  tasks: readonly PhoneTrackedTask[] | undefined,
  pauseRequested: boolean,
  geolocation: Geolocation | undefined,
): { mode: PhoneTrackingMode | null; state: PhoneTrackerState } {
  const user = useCurrentUser();
  const [tracker, setTracker] = useState<PhoneTracker | null>(null);

  useEffect(() => {
    if (!geolocation) return;
    const created = new PhoneTracker({
      geolocation,
      buffer: openPositionBuffer(positionBufferName(user.id)),
      send: sendDriverPositions,
      timeZone: user.company.time_zone,
      isOnline: () => navigator.onLine,
      events: window,
    });
    setTracker(created);
    return () => {
      created.dispose();
      setTracker(null);
    };
  }, [geolocation, user.id, user.company.time_zone]);

  const mode = tasks ? phoneTrackingMode(tasks, pauseRequested) : null;
  useEffect(() => tracker?.setWatching(mode === 'ON'), [tracker, mode]);

  const state = useSyncExternalStore(tracker?.subscribe ?? noSubscription, tracker?.getState ?? (() => IDLE));
  return { mode, state };
}
