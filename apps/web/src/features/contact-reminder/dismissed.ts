/**
 * 'Not dismissed this session' (the domain's `dismissedThisSession`): sessionStorage, so a reload
 * keeps it away and a new browser session may show it again. Per user, for a shared browser.
 */
const KEY_PREFIX = 'armada.contact-reminder-dismissed.';

export function dismissedThisSession(userId: number): boolean {
  try {
    return sessionStorage.getItem(`${KEY_PREFIX}${userId}`) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(userId: number) {
  try {
    sessionStorage.setItem(`${KEY_PREFIX}${userId}`, '1');
  } catch {
    // Storage refused (private mode): the state of this page still hides it.
  }
}
