import { meetsScopeRequirement } from '@armada/domain';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../platform/session/session-context';
import { CENTRE_SCOPE } from '../live/AlertCenterLiveProvider';

/** Section 2 'Top bar': the notification centre is closed, a dropdown, pinned, or detached. */
export type CentreMode = 'closed' | 'dropdown' | 'pinned' | 'detached';
const MODES: readonly CentreMode[] = ['closed', 'dropdown', 'pinned', 'detached'];

export const CENTRE_MODE_STORAGE_KEY = 'armada.alertCentre.mode';
/** Section 2 'Layout': the content area's right margin while the side panel is pinned. */
export const PINNED_PANEL_WIDTH = 420;

/**
 * The remembered mode. A pinned panel or a detached window comes back after a reload; a dropdown
 * is a passing glance and comes back closed, as it would close at the first click elsewhere.
 */
export function readCentreMode(): CentreMode {
  try {
    const stored = window.localStorage.getItem(CENTRE_MODE_STORAGE_KEY) as CentreMode | null;
    return stored && MODES.includes(stored) && stored !== 'dropdown' ? stored : 'closed';
  } catch {
    return 'closed';
  }
}

function storeCentreMode(mode: CentreMode): void {
  try {
    window.localStorage.setItem(CENTRE_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused: the mode holds for this visit only.
  }
}

export interface CentreModeState {
  /** Without the centre's scope there is no bell and no centre. */
  available: boolean;
  /** The mode on this screen: a phone has no room for a panel or a window, only the dropdown. */
  mode: CentreMode;
  setMode: (mode: CentreMode) => void;
  /** The content area's right margin (px): 420 while pinned, else 0. */
  contentMargin: number;
}

/** The centre's display mode for the layout: it sets the content margin and the top bar's bell. */
export function useCentreMode(isMobile: boolean): CentreModeState {
  const user = useCurrentUser();
  const available = meetsScopeRequirement(user.scopes, CENTRE_SCOPE);
  const [stored, setStored] = useState(readCentreMode);
  const setMode = useCallback((mode: CentreMode) => {
    storeCentreMode(mode);
    setStored(mode);
  }, []);
  const mode: CentreMode = !available
    ? 'closed'
    : isMobile && (stored === 'pinned' || stored === 'detached')
      ? 'closed'
      : stored;
  return { available, mode, setMode, contentMargin: mode === 'pinned' ? PINNED_PANEL_WIDTH : 0 };
}
