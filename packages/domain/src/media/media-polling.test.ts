import { describe, expect, it } from 'vitest';
import { UPLOAD_NOT_SENT, UPLOAD_SENT } from './gateway-contract';
import {
  initialMediaState,
  type MediaEffect,
  type MediaEvent,
  type MediaPollingStatus,
  type MediaState,
  nextMediaState,
} from './media-polling';

/**
 * Section 4 'Media polling status' as a table: every transition, with the event's age around the
 * 30-minute and 3-day rules and the misses 0, 1 and 2. Ages are minutes before `now`.
 */
const NOW = new Date('2026-03-02T08:00:00.000Z');
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const factsAged = (minutes: number) => ({ createdOn: new Date(NOW.getTime() - minutes * MINUTE), now: NOW });

const S = (
  pollingStatus: MediaPollingStatus,
  retryCount = 0,
  flags: { canRequest?: boolean; canCheck?: boolean } = {},
): MediaState => ({
  pollingStatus,
  retryCount,
  canRequest: flags.canRequest ?? false,
  canCheck: flags.canCheck ?? false,
});

const STOP: MediaEffect = { type: 'stop' };
const RELOAD: MediaEffect = { type: 'reload-history' };
const POLL: MediaEffect = { type: 'poll', afterMs: 30_000 };
const PAUSE: MediaEffect = { type: 'pause-waiting', afterMs: 20_000 };

type Row = [
  rule: string,
  from: MediaState,
  event: MediaEvent,
  ageMinutes: number,
  to: MediaState,
  effect: MediaEffect,
];

const ACCEPTED: Row[] = [
  // Loading looks for a successful download.
  [
    'loading: a successful download found gives complete',
    S('loading'),
    { type: 'load-found' },
    5,
    S('complete'),
    STOP,
  ],
  [
    'loading: found gives complete even past 3 days',
    S('loading'),
    { type: 'load-found' },
    4 * DAY_MINUTES,
    S('complete'),
    STOP,
  ],
  [
    'loading: none and the event older than 3 days gives failed',
    S('loading'),
    { type: 'load-none' },
    3 * DAY_MINUTES + 1,
    S('failed'),
    STOP,
  ],
  [
    'loading: none at exactly 3 days is not older than 3 days: polling starts',
    S('loading'),
    { type: 'load-none' },
    3 * DAY_MINUTES,
    S('loading'),
    POLL,
  ],
  [
    'loading: none at 3 days minus a minute: polling starts in 30 s',
    S('loading'),
    { type: 'load-none' },
    3 * DAY_MINUTES - 1,
    S('loading'),
    POLL,
  ],
  [
    'loading: none on a fresh event: polling starts in 30 s',
    S('loading'),
    { type: 'load-none' },
    1,
    S('loading'),
    POLL,
  ],
  [
    'checking: a reloaded history without the clip keeps polling with its misses',
    S('checking', 1),
    { type: 'load-none' },
    10,
    S('checking', 1),
    POLL,
  ],
  // During polling.
  ['polling: a hit gives complete', S('checking', 1), { type: 'poll-hit' }, 10, S('complete'), STOP],
  [
    'polling: first miss (0 -> 1) on an event of 29 min gives checking',
    S('loading', 0),
    { type: 'poll-miss' },
    29,
    S('checking', 1),
    POLL,
  ],
  [
    'polling: first miss (0 -> 1) on an event of 30 min gives loading',
    S('loading', 0),
    { type: 'poll-miss' },
    30,
    S('loading', 1),
    POLL,
  ],
  [
    'polling: second miss (1 -> 2) on an event of 29 min gives waiting, can check, pause in 20 s',
    S('checking', 1),
    { type: 'poll-miss' },
    29,
    S('waiting', 2, { canCheck: true }),
    PAUSE,
  ],
  [
    'polling: second miss (1 -> 2) on an event of 30 min gives timeout, request allowed, polling stops',
    S('loading', 1),
    { type: 'poll-miss' },
    30,
    S('timeout', 2, { canRequest: true }),
    STOP,
  ],
  [
    'polling: second miss on an event of 2 days gives timeout',
    S('loading', 1),
    { type: 'poll-miss' },
    2 * DAY_MINUTES,
    S('timeout', 2, { canRequest: true }),
    STOP,
  ],
  [
    'polling: a miss after the window crossed 30 min counts with the new age',
    S('checking', 1),
    { type: 'poll-miss' },
    31,
    S('timeout', 2, { canRequest: true }),
    STOP,
  ],
  // Waiting.
  [
    'waiting: paused after 20 s, nothing more until Check',
    S('waiting', 2, { canCheck: true }),
    { type: 'waiting-paused' },
    29,
    S('waiting', 2, { canCheck: true }),
    STOP,
  ],
  [
    'waiting: Check starts a fresh load with misses at 0',
    S('waiting', 2, { canCheck: true }),
    { type: 'check' },
    29,
    S('loading'),
    RELOAD,
  ],
  // Requesting.
  [
    'timeout: Request asks the device for a file list',
    S('timeout', 2, { canRequest: true }),
    { type: 'request-started' },
    45,
    S('requesting'),
    { type: 'request-file-list' },
  ],
  [
    'requesting: file list ready, the video is requested after 5 s',
    S('requesting'),
    { type: 'file-list-ready' },
    45,
    S('requesting'),
    { type: 'request-video', afterMs: 5_000 },
  ],
  [
    'requesting: reply Sent leads to reload',
    S('requesting'),
    { type: 'request-answered', outcome: UPLOAD_SENT },
    45,
    S('loading'),
    RELOAD,
  ],
  [
    "requesting: reply 'Not Sent(No video downloaded)' gives failed",
    S('requesting'),
    { type: 'request-answered', outcome: UPLOAD_NOT_SENT },
    45,
    S('failed'),
    STOP,
  ],
  [
    'requesting: device unreachable gives timeout (request allowed again) and the deviceUnreachable toast',
    S('requesting'),
    { type: 'device-unreachable' },
    45,
    S('timeout', 0, { canRequest: true }),
    { type: 'toast', toast: 'deviceUnreachable' },
  ],
  [
    'requesting: any other failure of the request gives timeout (request allowed again), misses kept, stop',
    S('requesting', 1),
    { type: 'request-failed' },
    45,
    S('timeout', 1, { canRequest: true }),
    STOP,
  ],
  [
    'requesting: media not found in the file list gives failed and the mediaNotFound toast',
    S('requesting'),
    { type: 'media-not-found' },
    45,
    S('failed'),
    { type: 'toast', toast: 'mediaNotFound' },
  ],
  [
    'requesting: a history read after a reload that finds the clip gives complete',
    S('requesting'),
    { type: 'load-found' },
    45,
    S('complete'),
    STOP,
  ],
  [
    "requesting: a history read after a reload without the clip waits for the request's answer",
    S('requesting'),
    { type: 'load-none' },
    45,
    S('requesting'),
    STOP,
  ],
  [
    'after Sent, a reload that finds the clip gives complete',
    S('loading'),
    { type: 'load-found' },
    45,
    S('complete'),
    STOP,
  ],
  // Resumed from a saved popup after a page reload.
  [
    'resume: loading reads the history again, misses kept',
    S('loading', 1),
    { type: 'resume' },
    40,
    S('loading', 1),
    RELOAD,
  ],
  [
    'resume: checking reads the history again, misses kept',
    S('checking', 1),
    { type: 'resume' },
    10,
    S('checking', 1),
    RELOAD,
  ],
  [
    'resume: requesting reads the history (the clip may have come meanwhile)',
    S('requesting'),
    { type: 'resume' },
    40,
    S('requesting'),
    RELOAD,
  ],
  [
    'resume: waiting shows its 20 s again',
    S('waiting', 2, { canCheck: true }),
    { type: 'resume' },
    20,
    S('waiting', 2, { canCheck: true }),
    PAUSE,
  ],
  [
    'resume: timeout waits for the operator',
    S('timeout', 2, { canRequest: true }),
    { type: 'resume' },
    40,
    S('timeout', 2, { canRequest: true }),
    STOP,
  ],
  ['resume: complete has nothing to do', S('complete'), { type: 'resume' }, 40, S('complete'), STOP],
  ['resume: failed has nothing to do', S('failed'), { type: 'resume' }, 5 * DAY_MINUTES, S('failed'), STOP],
];

describe('media polling (section 4)', () => {
  it('starts in loading and reads the download history', () => {
    expect(initialMediaState()).toEqual({ state: S('loading'), effect: RELOAD, accepted: true });
  });

  it.each(ACCEPTED)('%s', (_rule, from, event, ageMinutes, to, effect) => {
    expect(nextMediaState(from, event, factsAged(ageMinutes))).toEqual({ state: to, effect, accepted: true });
  });

  const REFUSED: [rule: string, from: MediaState, event: MediaEvent][] = [
    ['a poll result is ignored once complete', S('complete'), { type: 'poll-miss' }],
    [
      'a poll result is ignored in timeout (polling stopped at 2 misses)',
      S('timeout', 2, { canRequest: true }),
      { type: 'poll-miss' },
    ],
    [
      'a poll result is ignored in waiting (polling stopped at 2 misses)',
      S('waiting', 2, { canCheck: true }),
      { type: 'poll-hit' },
    ],
    ['a poll miss is ignored in requesting', S('requesting'), { type: 'poll-miss' }],
    [
      'Request needs canRequest: not from waiting',
      S('waiting', 2, { canCheck: true }),
      { type: 'request-started' },
    ],
    ['Request needs canRequest: not while polling', S('checking', 1), { type: 'request-started' }],
    ['Request needs canRequest: not when failed', S('failed'), { type: 'request-started' }],
    ['Check needs canCheck: not from timeout', S('timeout', 2, { canRequest: true }), { type: 'check' }],
    [
      'a file list outside requesting is ignored',
      S('timeout', 2, { canRequest: true }),
      { type: 'file-list-ready' },
    ],
    [
      'an upload answer outside requesting is ignored',
      S('complete'),
      { type: 'request-answered', outcome: UPLOAD_NOT_SENT },
    ],
    ['device unreachable outside requesting is ignored', S('loading'), { type: 'device-unreachable' }],
    [
      'a request failure outside requesting is ignored',
      S('timeout', 2, { canRequest: true }),
      { type: 'request-failed' },
    ],
    ['a request failure on a complete alert is ignored', S('complete'), { type: 'request-failed' }],
    ['media not found outside requesting is ignored', S('complete'), { type: 'media-not-found' }],
    ['the waiting pause outside waiting is ignored', S('checking', 1), { type: 'waiting-paused' }],
    ['a load result on a failed alert is ignored', S('failed'), { type: 'load-found' }],
  ];

  it.each(REFUSED)('%s: state unchanged, stop, not accepted', (_rule, from, event) => {
    expect(nextMediaState(from, event, factsAged(45))).toEqual({
      state: from,
      effect: STOP,
      accepted: false,
    });
  });

  it('walks a fresh fatigue alert: two misses, waiting, Check, then the clip', () => {
    const facts = factsAged(3);
    let step = initialMediaState();
    const walk: MediaEvent[] = [{ type: 'load-none' }, { type: 'poll-miss' }, { type: 'poll-miss' }];
    const seen = walk.map((event) => {
      step = nextMediaState(step.state, event, facts);
      return step.state.pollingStatus;
    });
    expect(seen).toEqual(['loading', 'checking', 'waiting']);
    step = nextMediaState(step.state, { type: 'check' }, facts);
    step = nextMediaState(step.state, { type: 'load-found' }, facts);
    expect(step.state).toEqual(S('complete'));
  });

  it('walks an hour-old alert: timeout, Request, file list, Sent, reload finds the clip', () => {
    const facts = factsAged(60);
    const events: MediaEvent[] = [
      { type: 'load-none' },
      { type: 'poll-miss' },
      { type: 'poll-miss' },
      { type: 'request-started' },
      { type: 'file-list-ready' },
      { type: 'request-answered', outcome: UPLOAD_SENT },
      { type: 'load-found' },
    ];
    let current = initialMediaState().state;
    const seen = events.map((event) => {
      const step = nextMediaState(current, event, facts);
      expect(step.accepted, event.type).toBe(true);
      current = step.state;
      return current.pollingStatus;
    });
    expect(seen).toEqual([
      'loading',
      'loading',
      'timeout',
      'requesting',
      'requesting',
      'loading',
      'complete',
    ]);
  });

  it('accepts createdOn and now as ISO strings as well as dates', () => {
    const facts = { createdOn: '2026-03-02T07:30:00.000Z', now: '2026-03-02T08:00:00.000Z' };
    expect(nextMediaState(S('loading', 1), { type: 'poll-miss' }, facts).state.pollingStatus).toBe('timeout');
  });
});
