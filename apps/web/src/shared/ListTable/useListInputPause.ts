import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useLatestCallback } from '../useLatestCallback';

/**
 * Applies a list input's draft (the search box, a number range) a pause of INPUT_DEBOUNCE_MS after
 * its last change (fleet-task-planning.md section 9), so the server is not asked once per key. Never
 * while a navigation is under way: that is where the user went after typing (a row whose page is
 * still loading), and applying the draft would take them back to the list. If they stay on the list,
 * the pause starts again once the navigation is over.
 */
export function useListInputPause(draft: string, applied: string, apply: () => void) {
  // The latest callback, so a pending pause never applies an outdated list state.
  const applyLatest = useLatestCallback(apply);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating || draft === applied) return;
    const timer = setTimeout(applyLatest, INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied, navigating, applyLatest]);
}
