import { z } from 'zod';
import { idValueSchema, uuidSchema } from '../schemas/common';
import { UPLOAD_NOT_SENT, UPLOAD_SENT } from './gateway-contract';
import { VIDEO_WINDOW_MAX_MS } from './media-constants';
import { MEDIA_POLLING_STATUSES, type MediaEvent } from './media-polling';

/**
 * The inputs of the Alert Center's media operations (issue 19, section 7), parsed here so the
 * server's resolvers and the web share one reading of them.
 */

const instantSchema = z.iso.datetime({ offset: true });
const channelSchema = z.string().trim().min(1).max(16);
const imeiSchema = z
  .string()
  .trim()
  .regex(/^\d{10,20}$/);
const fileIdSchema = z.string().trim().min(1).max(256);

/** findDownloadVideoHistories: a vehicle's clips whose window ends at or after startTime. */
export const downloadVideoHistoryFilterSchema = z
  .object({
    startTime: instantSchema,
    vehicleId: idValueSchema,
    rawAlertId: uuidSchema.nullish(),
    page: z.number().int().min(1).default(1),
    show: z.number().int().min(1).max(9999).default(9999),
  })
  .strict();
export type DownloadVideoHistoryFilter = z.output<typeof downloadVideoHistoryFilterSchema>;

/** requestFileList: an alert's window, or a window of at most 60 s. */
export const requestFileListInputSchema = z
  .object({
    imei: imeiSchema,
    channel: channelSchema,
    vehicleId: idValueSchema,
    rawAlertId: uuidSchema.nullish(),
    start: instantSchema.nullish(),
    end: instantSchema.nullish(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.rawAlertId) return;
    if (!input.start || !input.end) {
      context.addIssue({
        code: 'custom',
        path: [input.start ? 'end' : 'start'],
        message: 'required',
        params: { fieldCode: 'required' },
      });
      return;
    }
    const span = Date.parse(input.end) - Date.parse(input.start);
    if (span <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'end-before-start',
        params: { fieldCode: 'end-before-start' },
      });
    } else if (span > VIDEO_WINDOW_MAX_MS) {
      context.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'video-window-too-long',
        params: { fieldCode: 'video-window-too-long', fieldParams: { max: VIDEO_WINDOW_MAX_MS / 1000 } },
      });
    }
  });
export type RequestFileListInput = z.output<typeof requestFileListInputSchema>;

const bsjUploadSchema = z
  .object({
    fileId: fileIdSchema,
    channel: channelSchema,
    vehicleId: idValueSchema,
    startTime: instantSchema,
    endTime: instantSchema,
  })
  .strict();
const rawAlertUploadSchema = z
  .object({ rawAlertId: uuidSchema, fileId: fileIdSchema, channel: channelSchema })
  .strict();

/** setUploadMedia: exactly one of bsjInput (a vehicle's clip) and rawAlertInput (an alert's). */
export const setUploadMediaInputSchema = z
  .object({
    imei: imeiSchema,
    bsjInput: bsjUploadSchema.nullish(),
    rawAlertInput: rawAlertUploadSchema.nullish(),
  })
  .strict()
  .superRefine((input, context) => {
    if (Boolean(input.bsjInput) === Boolean(input.rawAlertInput)) {
      context.addIssue({
        code: 'custom',
        path: ['rawAlertInput'],
        message: 'required',
        params: { fieldCode: 'required' },
      });
    }
  });
export type SetUploadMediaInput = z.output<typeof setUploadMediaInputSchema>;

const EVENT_TYPES = [
  'load-found',
  'load-none',
  'poll-hit',
  'poll-miss',
  'request-started',
  'file-list-ready',
  'request-answered',
  'device-unreachable',
  'media-not-found',
  'request-failed',
  'waiting-paused',
  'check',
  'resume',
] as const satisfies readonly MediaEvent['type'][];

/** updateAlertMediaState: a machine event and the state the client saw when it made it. */
export const alertMediaEventInputSchema = z
  .object({
    rawAlertId: uuidSchema,
    type: z.enum(EVENT_TYPES),
    outcome: z.enum([UPLOAD_SENT, UPLOAD_NOT_SENT]).nullish(),
    fromStatus: z.enum(MEDIA_POLLING_STATUSES),
    fromRetryCount: z.number().int().min(0).max(100),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.type === 'request-answered' && !input.outcome) {
      context.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: 'required',
        params: { fieldCode: 'required' },
      });
    }
  });
export type AlertMediaEventInput = z.output<typeof alertMediaEventInputSchema>;

/** The machine's event of a parsed input. */
export const mediaEventOf = (input: AlertMediaEventInput): MediaEvent =>
  input.type === 'request-answered'
    ? { type: 'request-answered', outcome: input.outcome ?? UPLOAD_NOT_SENT }
    : ({ type: input.type } as MediaEvent);
