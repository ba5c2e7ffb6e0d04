import { CONNECTIVITY_RELOAD_DELAY_MS } from '@armada/domain';
import { useEffect } from 'react';
import { reloadPage } from './reload-page';

/**
 * Spec section 4 'Socket': connectivity lost and then back reloads the page after 300 ms, so a page
 * that missed live events while offline starts again from the server's state.
 */
export function useConnectivityReload(reload: () => void = reloadPage) {
  useEffect(() => {
    let wentOffline = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      wentOffline = true;
      clearTimeout(timer);
    };
    const online = () => {
      if (!wentOffline) return;
      wentOffline = false;
      timer = setTimeout(reload, CONNECTIVITY_RELOAD_DELAY_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      clearTimeout(timer);
    };
  }, [reload]);
}
