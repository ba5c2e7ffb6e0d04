import { z } from 'zod';
import { alertCodeDefinition, MEDIA_ALERT_CODES } from '../alerts/catalogue';
import { idValueSchema } from '../schemas/common';
import type { VideoChannelKind } from './devices';

/**
 * The media constants of alert-center-and-platform.md sections 4, 8 and 9, and the video window of
 * an alert (section 7 `vehicleVideos`: 'start and end within 60 s'; section 9: 'plus or minus 5 s').
 * The web's popup and the server's per-alert media state both run on these numbers.
 */
export const MEDIA_TIMING = {
  /** Section 4/9 'Polling every 30 s'. */
  pollIntervalMs: 30_000,
  /** Section 4/9 'stops at 2 misses'. */
  maxMisses: 2,
  /** Section 9 '30 minutes fresh window': younger events still poll for the device's own upload. */
  freshWindowMs: 30 * 60_000,
  /** Section 9 'Event older than 3 days means failed'. */
  failedAfterMs: 3 * 24 * 60 * 60_000,
  /** Section 4/9 'Wait 5 s before video request' (after the file list). */
  requestDelayMs: 5_000,
  /** Section 4 'Video waiting pause after 20 s'. */
  waitingPauseMs: 20_000,
  /** Section 9 '7000 ms video file list delay': how long a device takes to list its files. */
  fileListDelayMs: 7_000,
  /** Section 8 'last receive over 10 minutes ago' is deviceUnreachable. */
  deviceUnreachableAfterMs: 10 * 60_000,
  /**
   * How long the gateway may take to upload an asked clip: the one-time upload link's life on the
   * server, and how long a popup keeps waiting for a requested clip.
   */
  uploadLinkLifeMs: 30 * 60_000,
} as const;

/** Section 9 'Video window plus or minus 5 s' around the event. */
export const VIDEO_WINDOW_MARGIN_MS = 5_000;
/** Section 7 'start and end within 60 s': the longest window a vehicleVideos call may ask. */
export const VIDEO_WINDOW_MAX_MS = 60_000;

export type Instant = Date | string | number;

export const instantMs = (value: Instant): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** The event's age: `now` is passed in so the rule is the same on the server, in the web and in tests. */
export const eventAgeMs = (createdOn: Instant, now: Instant): number => instantMs(now) - instantMs(createdOn);

/**
 * Section 8: a device whose last receive is over 10 minutes before `now` (or that was never heard
 * from) is unreachable; exactly 10 minutes is still reachable.
 */
export const isDeviceUnreachable = (lastReceivedOn: Instant | null | undefined, now: Instant): boolean =>
  lastReceivedOn === null ||
  lastReceivedOn === undefined ||
  instantMs(now) - instantMs(lastReceivedOn) > MEDIA_TIMING.deviceUnreachableAfterMs;

export interface VideoWindow {
  /** ISO 8601 in UTC, as vehicleVideos and the gateway's file lists take it. */
  start: string;
  end: string;
}

/** The clip window of an alert: its createdOn minus and plus 5 s. */
export const videoWindowOf = (createdOn: Instant): VideoWindow => {
  const at = instantMs(createdOn);
  return {
    start: new Date(at - VIDEO_WINDOW_MARGIN_MS).toISOString(),
    end: new Date(at + VIDEO_WINDOW_MARGIN_MS).toISOString(),
  };
};

const MEDIA_CODES = new Set(MEDIA_ALERT_CODES);

export const isMediaAlertCode = (code: number): boolean => MEDIA_CODES.has(code);

/**
 * Which camera holds an alert's clip: DMS codes (49-56, 110-112) the driver camera, ADAS codes (90-92,
 * 96, 113, 134) the road camera; codes without media have none.
 */
export const mediaChannelKindOf = (code: number): VideoChannelKind | null => {
  if (!MEDIA_CODES.has(code)) return null;
  const category = alertCodeDefinition(code)?.category;
  if (category === 'DMS') return 'dms';
  if (category === 'ADAS') return 'adas';
  return null;
};

const instantSchema = z.iso.datetime({ offset: true });

/** A custom issue that names its catalogue field code, read by `fieldProblemsFromZodIssues`. */
const fieldIssue = (path: string, fieldCode: string, fieldParams?: Record<string, number>) => ({
  code: 'custom' as const,
  path: [path],
  message: fieldCode,
  params: { fieldCode, ...(fieldParams ? { fieldParams } : {}) },
});

const vehicleVideosObject = z
  .object({
    channel: z.string().trim().min(1).max(16),
    fileListOnly: z.boolean(),
    /** Section 7 'isFromCache false': the device is always asked, never a cached list. */
    isFromCache: z.literal(false).default(false),
    vehicleId: idValueSchema,
    start: instantSchema,
    end: instantSchema,
    /** The list requestFileList started; without it the answer holds only downloaded clips. */
    fileListId: z.string().trim().min(1).max(128).nullish(),
  })
  .strict();

type VehicleVideosFields = z.output<typeof vehicleVideosObject>;

function checkWindow(input: VehicleVideosFields, context: z.RefinementCtx): void {
  const start = Date.parse(input.start);
  const end = Date.parse(input.end);
  if (end <= start) context.addIssue(fieldIssue('end', 'end-before-start'));
  else if (end - start > VIDEO_WINDOW_MAX_MS) {
    context.addIssue(fieldIssue('end', 'video-window-too-long', { max: VIDEO_WINDOW_MAX_MS / 1000 }));
  }
}

/** The vehicleVideos input (section 7): a window of at most 60 s, end after start. */
export const vehicleVideosInputSchema = vehicleVideosObject.superRefine(checkWindow);
export type VehicleVideosInput = z.output<typeof vehicleVideosInputSchema>;

/**
 * The same input for one alert's event: the window also holds the event, and both ends lie within
 * 60 s of it ('start and end within 60 s' of the event).
 */
export const vehicleVideosInputSchemaAround = (eventOn: Instant) => {
  const event = instantMs(eventOn);
  return vehicleVideosObject.superRefine((input, context) => {
    checkWindow(input, context);
    const start = Date.parse(input.start);
    const end = Date.parse(input.end);
    const around =
      start <= event &&
      event <= end &&
      event - start <= VIDEO_WINDOW_MAX_MS &&
      end - event <= VIDEO_WINDOW_MAX_MS;
    if (!around) context.addIssue(fieldIssue('start', 'video-window-not-around-event'));
  });
};
