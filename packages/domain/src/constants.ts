/** Business constants of the specs (section 9 of each), used by the server and the web app alike. */

/** Wait before the redirect to login after logging out (alert-center-and-platform.md section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

/** Table page sizes (both specs, section 9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Debounce of search boxes and form text inputs. */
export const INPUT_DEBOUNCE_MS = 500;

/** Destinations listed per page in the transfer wizard (fleet-task-planning.md section 9). */
export const TRANSFER_TARGET_PAGE_SIZE = 5;
