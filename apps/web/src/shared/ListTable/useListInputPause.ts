import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router';
import { useLatestCallback } from '../useLatestCallback';

/**
 * Applies a list input's draft (the search box, a number range) a pause of INPUT_DEBOUNCE_MS after
 * its last change (fleet-task-planning.md section 9), so the server is not asked once per key. Never
 * once the user has gone elsewhere after typing (a row's page still loading): applying the draft
 * would take them back to the list. If they stay on the list, the pause starts again.
 */
export function useListInputPause(draft: string, applied: string, apply: () => void) {
  // The latest callback, so a pending pause never applies an outdated list state.
  const applyLatest = useLatestCallback(apply);
  const navigating = useNavigation().state !== 'idle';
  const shown = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (navigating || draft === applied) return;
    const timer = setTimeout(() => {
      // The router moves at once, but the new page renders as a transition: while its code loads
      // (a lazy page's first visit) this list is still on screen and its render has not caught up.
      const now = router?.state;
      if (now && (now.navigation.state !== 'idle' || now.location.key !== shown.key)) return;
      applyLatest();
    }, INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied, navigating, applyLatest, router, shown.key]);
}
