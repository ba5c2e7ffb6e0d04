import { type UPLOAD_NOT_SENT, UPLOAD_SENT, type UploadOutcome } from './gateway-contract';
import { eventAgeMs, type Instant, MEDIA_TIMING } from './media-constants';

/**
 * The media polling state machine of alert-center-and-platform.md section 4 ('Media polling status'),
 * with section 8's deviceUnreachable and mediaNotFound. Pure: the caller passes the event's createdOn
 * and `now`, performs the returned effect and feeds back what happened. The server keeps each alert's
 * `MediaState` (a second operator sees the same); the web popup runs the same function.
 *
 * Section 4, word for word, and how each bullet is read here:
 * - 'Loading looks for a successful download: found gives complete; none and the event older than 3
 *   days gives failed; otherwise polling starts.' Older than is strict: exactly 3 days still polls.
 *   Polling starts in the state the alert is in (loading), the first poll 30 s later.
 * - 'During polling a miss gives checking, or loading if the event is at least 30 minutes old. At the
 *   second miss: timeout (event 30 minutes or older, request allowed) or waiting (can check).' So
 *   timeout sets canRequest, waiting sets canCheck; retryCount counts the misses.
 * - 'Requesting asks the device for a file list, waits 5 s, then requests the video. Reply Sent leads
 *   to reload; 'Not Sent(No video downloaded)' gives failed.' Reload is a fresh load (misses back to 0).
 * - 'Polling every 30 s, stops at 2 misses. Video waiting pause after 20 s.' Read: waiting shows its
 *   waiting view for 20 s, then pauses it (effect stop); Check starts a fresh load.
 * Where section 4 is silent (the operator's Check, a page reload, a request's answer after a reload)
 * the reading is written at the event below.
 */

export const MEDIA_POLLING_STATUSES = [
  'loading',
  'checking',
  'requesting',
  'complete',
  'failed',
  'timeout',
  'waiting',
] as const;
export type MediaPollingStatus = (typeof MEDIA_POLLING_STATUSES)[number];

/** The raw alert's media fields (section 3): what the server stores per alert. */
export interface MediaState {
  pollingStatus: MediaPollingStatus;
  /** Misses of the current polling round. */
  retryCount: number;
  /** The operator may ask the device for the clip (Request). */
  canRequest: boolean;
  /** The operator may look for the clip again (Check). */
  canCheck: boolean;
}

/** The event's age comes from these two; there is no clock inside the machine. */
export interface MediaFacts {
  createdOn: Instant;
  now: Instant;
}

export type MediaEvent =
  /** The download history (findDownloadVideoHistories) was read: a successful download or none. */
  | { type: 'load-found' }
  | { type: 'load-none' }
  /** A 30 s poll of the history found the download (hit) or not (miss). */
  | { type: 'poll-hit' }
  | { type: 'poll-miss' }
  /** The operator pressed Request (needs canRequest). */
  | { type: 'request-started' }
  /** The device's file list arrived and holds the event's clip. */
  | { type: 'file-list-ready' }
  /** The device's answer to the video request, in the gateway contract's words. */
  | { type: 'request-answered'; outcome: Exclude<UploadOutcome, 'pending'> }
  | { type: 'device-unreachable' }
  | { type: 'media-not-found' }
  /** The file list or video request failed for another reason (gateway down, list never ready). */
  | { type: 'request-failed' }
  /** 20 s have passed in waiting. */
  | { type: 'waiting-paused' }
  /** The operator pressed Check (needs canCheck). */
  | { type: 'check' }
  /** The popup was restored after a page reload: continue the unfinished step. */
  | { type: 'resume' };
export type MediaEventType = MediaEvent['type'];

export type MediaToast = 'deviceUnreachable' | 'mediaNotFound';

/** What the caller must do next. */
export type MediaEffect =
  /** Read the download history now, then send load-found / load-none. */
  | { type: 'reload-history' }
  /** Read the history after `afterMs`, then send poll-hit / poll-miss. */
  | { type: 'poll'; afterMs: number }
  /** Ask the device for its file list (request-file-list mutation). */
  | { type: 'request-file-list' }
  /** Ask the device to upload the clip after `afterMs` (setUploadMedia). */
  | { type: 'request-video'; afterMs: number }
  /** Send waiting-paused after `afterMs`. */
  | { type: 'pause-waiting'; afterMs: number }
  | { type: 'toast'; toast: MediaToast }
  /** Nothing more until the operator acts (or, in requesting, until the device answers). */
  | { type: 'stop' };

export interface MediaTransition {
  state: MediaState;
  effect: MediaEffect;
  /** False when the event does not apply to the state: the state is unchanged and the effect is stop. */
  accepted: boolean;
}

const STOP: MediaEffect = { type: 'stop' };
const RELOAD: MediaEffect = { type: 'reload-history' };
const POLL: MediaEffect = { type: 'poll', afterMs: MEDIA_TIMING.pollIntervalMs };

const state = (
  pollingStatus: MediaPollingStatus,
  retryCount = 0,
  flags: { canRequest?: boolean; canCheck?: boolean } = {},
): MediaState => ({
  pollingStatus,
  retryCount,
  canRequest: flags.canRequest ?? false,
  canCheck: flags.canCheck ?? false,
});

const to = (next: MediaState, effect: MediaEffect): MediaTransition => ({
  state: next,
  effect,
  accepted: true,
});
const refuse = (current: MediaState): MediaTransition => ({ state: current, effect: STOP, accepted: false });

/** A new alert with media: loading, and the caller reads the history. */
export const initialMediaState = (): MediaTransition => to(state('loading'), RELOAD);

/** Section 9 '30 minutes fresh window': 30 minutes or older is no longer fresh. */
export const isPastFreshWindow = (facts: MediaFacts): boolean =>
  eventAgeMs(facts.createdOn, facts.now) >= MEDIA_TIMING.freshWindowMs;

/** Section 4 'the event older than 3 days': strictly older. */
export const isPastMediaRetention = (facts: MediaFacts): boolean =>
  eventAgeMs(facts.createdOn, facts.now) > MEDIA_TIMING.failedAfterMs;

const isPolling = (current: MediaState) =>
  current.pollingStatus === 'loading' || current.pollingStatus === 'checking';

function onLoadNone(current: MediaState, facts: MediaFacts): MediaTransition {
  // A reload after a restored request: the request's own answer decides, not the history.
  if (current.pollingStatus === 'requesting') return to(current, STOP);
  if (isPastMediaRetention(facts)) return to(state('failed'), STOP);
  return to(state(current.pollingStatus, current.retryCount), POLL);
}

function onPollMiss(current: MediaState, facts: MediaFacts): MediaTransition {
  const misses = current.retryCount + 1;
  const old = isPastFreshWindow(facts);
  if (misses < MEDIA_TIMING.maxMisses) return to(state(old ? 'loading' : 'checking', misses), POLL);
  if (old) return to(state('timeout', misses, { canRequest: true }), STOP);
  return to(state('waiting', misses, { canCheck: true }), {
    type: 'pause-waiting',
    afterMs: MEDIA_TIMING.waitingPauseMs,
  });
}

function onRequestAnswered(outcome: typeof UPLOAD_SENT | typeof UPLOAD_NOT_SENT): MediaTransition {
  return outcome === UPLOAD_SENT ? to(state('loading'), RELOAD) : to(state('failed'), STOP);
}

/**
 * After a page reload: loading and checking read the history again (misses kept); requesting reads it
 * too, since the clip may have come while the page was away; waiting shows its 20 s again; complete,
 * failed and timeout have nothing to resume.
 */
function onResume(current: MediaState): MediaTransition {
  switch (current.pollingStatus) {
    case 'loading':
    case 'checking':
    case 'requesting':
      return to(current, RELOAD);
    case 'waiting':
      return to(current, { type: 'pause-waiting', afterMs: MEDIA_TIMING.waitingPauseMs });
    default:
      return to(current, STOP);
  }
}

/** The one transition function of section 4: the next state, and what the caller must do next. */
export function nextMediaState(current: MediaState, event: MediaEvent, facts: MediaFacts): MediaTransition {
  const status = current.pollingStatus;
  switch (event.type) {
    case 'load-found':
    case 'poll-hit':
      return isPolling(current) || status === 'requesting' ? to(state('complete'), STOP) : refuse(current);
    case 'load-none':
      return isPolling(current) || status === 'requesting' ? onLoadNone(current, facts) : refuse(current);
    case 'poll-miss':
      return isPolling(current) ? onPollMiss(current, facts) : refuse(current);
    case 'request-started':
      return current.canRequest ? to(state('requesting'), { type: 'request-file-list' }) : refuse(current);
    case 'file-list-ready':
      return status === 'requesting'
        ? to(current, { type: 'request-video', afterMs: MEDIA_TIMING.requestDelayMs })
        : refuse(current);
    case 'request-answered':
      return status === 'requesting' ? onRequestAnswered(event.outcome) : refuse(current);
    // Section 8: 'deviceUnreachable toast, state timeout'; the operator may request again later.
    case 'device-unreachable':
      return status === 'requesting'
        ? to(state('timeout', current.retryCount, { canRequest: true }), {
            type: 'toast',
            toast: 'deviceUnreachable',
          })
        : refuse(current);
    // Section 8 names only unreachable and not found; any other failure of a request leaves the
    // operator where unreachable does (Request again), without a toast: the caller shows its error.
    case 'request-failed':
      return status === 'requesting'
        ? to(state('timeout', current.retryCount, { canRequest: true }), STOP)
        : refuse(current);
    // Section 8: 'mediaNotFound toast, state failed'.
    case 'media-not-found':
      return status === 'requesting'
        ? to(state('failed'), { type: 'toast', toast: 'mediaNotFound' })
        : refuse(current);
    case 'waiting-paused':
      return status === 'waiting' ? to(current, STOP) : refuse(current);
    // Check starts a fresh polling round: misses back to 0.
    case 'check':
      return current.canCheck ? to(state('loading'), RELOAD) : refuse(current);
    case 'resume':
      return onResume(current);
  }
}
