import { useSyncExternalStore } from 'react';

// One call at a time per page: the alert whose call is open, shared by every popup.
let activeAlertId: string | null = null;
const listeners = new Set<() => void>();

export function setActiveCall(alertId: string | null) {
  activeAlertId = alertId;
  for (const listener of listeners) listener();
}

export function activeCall(): string | null {
  return activeAlertId;
}

export function useActiveCall(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => activeAlertId,
  );
}
