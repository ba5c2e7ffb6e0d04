import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../platform/config';

/** The side menu remembers whether the user collapsed it, across reloads. */
export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEYS.siderCollapsed) === 'true';
    } catch {
      return false;
    }
  });
  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    try {
      localStorage.setItem(STORAGE_KEYS.siderCollapsed, String(next));
    } catch {
      // Remembered for this page only.
    }
  }, []);
  return [collapsed, setCollapsed];
}
