import { createContext, useContext } from 'react';
import type { AlertResolution, RawAlert } from '../raw-alert';

export interface PreviewPopupsValue {
  /** The open popups, oldest first. */
  popups: readonly RawAlert[];
  /** Opens an alert's preview (sends one Read); an open one stays as it is. */
  open(alert: RawAlert): void;
  close(id: string): void;
  /** A live `alert-center-new`: opens by itself for an auto-popup rule with the user's permission. */
  autoOpen(alert: RawAlert): void;
  /** A live `alert-center-update`: an open popup shows the newer alert. */
  refresh(alert: RawAlert): void;
  /** An action's answer or `alert-center-resolve`: the named open popups take the new flags. */
  applyResolution(resolution: AlertResolution): void;
  /** The notification centre pinned as a side panel: popups may then be 750 px high (section 2). */
  setCentrePinned(pinned: boolean): void;
}

export const PreviewPopupsContext = createContext<PreviewPopupsValue | null>(null);

export function usePreviewPopups(): PreviewPopupsValue {
  const value = useContext(PreviewPopupsContext);
  if (!value) throw new Error('usePreviewPopups needs a PreviewPopupsProvider (the app layout mounts it)');
  return value;
}

/** For code that also runs outside the layout (a page rendered alone in a test): null there. */
export const useOptionalPreviewPopups = () => useContext(PreviewPopupsContext);
