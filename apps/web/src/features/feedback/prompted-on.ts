/**
 * When this browser last showed the feedback prompt to a user (the domain's `lastPromptedOn`,
 * docs/platform-shell.md section 8), in localStorage so that 'once a day' holds across reloads and
 * tabs. Per user: two people sharing a browser are each asked.
 */
const KEY_PREFIX = 'armada.feedback-prompted-on.';

export function readPromptedOn(userId: number): Date | null {
  try {
    const stored = localStorage.getItem(`${KEY_PREFIX}${userId}`);
    if (!stored) return null;
    const date = new Date(stored);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

export function rememberPromptedOn(userId: number, when: Date) {
  try {
    localStorage.setItem(`${KEY_PREFIX}${userId}`, when.toISOString());
  } catch {
    // Storage refused (private mode): the prompt may come back after a reload, nothing worse.
  }
}
