import { randomUUID } from 'node:crypto';
import {
  type FileList,
  type FileListRequest,
  type GatewayFile,
  toZonedIso,
  type VideoChannelKind,
} from '@armada/domain';
import type { Clips } from './clips';
import { channelKindOf, type SimDevice } from './devices';
import { Refusal } from './http';

/** A dashcam records its cameras in files of about a minute each. */
const SEGMENT_MS = 60_000;
/** A longer window than this is not what an alert asks for (section 9: 60 s around the event). */
const MAX_WINDOW_MS = 30 * 60_000;
/** The 'clip missing' device only holds files from half an hour before whatever it is asked. */
const MISSING_CLIP_SHIFT_MS = 30 * 60_000;
/** Lists kept for reading and uploading; older ones are forgotten, as a device's answer would be. */
const KEPT_LISTS = 2_000;

interface StoredList {
  fileListId: string;
  imei: string;
  readyAt: number;
  files: HeldFile[];
}

interface HeldFile {
  file: GatewayFile;
  kind: VideoChannelKind;
}

/** A stable id: the same segment of the same camera has the same id in every list. */
export const fileIdOf = (imei: string, channel: string, segmentStartMs: number): string =>
  `${imei}-${channel}-${Math.floor(segmentStartMs / 1000)}`;

function segmentsOf(startMs: number, endMs: number, nowMs: number): number[] {
  const starts: number[] = [];
  for (let at = Math.floor(startMs / SEGMENT_MS) * SEGMENT_MS; at < endMs && at <= nowMs; at += SEGMENT_MS) {
    starts.push(at);
  }
  return starts;
}

/**
 * File lists as the devices answer them: pending for `delayMs` after they were asked (section 9's
 * 7 s), then the files of the asked channel and window.
 */
export class FileLists {
  private readonly lists = new Map<string, StoredList>();

  constructor(
    private readonly clips: Clips,
    private readonly delayMs: number,
    private readonly now: () => Date,
  ) {}

  ask(device: SimDevice, request: FileListRequest): { fileListId: string; readyAfterMs: number } {
    const kind = channelKindOf(device, request.channel);
    if (!kind || !device.channels.includes(request.channel)) {
      throw new Refusal(
        400,
        'invalid-request',
        `channel: the device records ${device.channels.join(', ')}, not ${request.channel}.`,
      );
    }
    const startMs = Date.parse(request.startTime);
    const endMs = Date.parse(request.endTime);
    if (endMs <= startMs) throw new Refusal(400, 'invalid-request', 'endTime: must be after startTime.');
    if (endMs - startMs > MAX_WINDOW_MS) {
      throw new Refusal(400, 'invalid-request', 'endTime: a window is at most 30 minutes.');
    }
    const shift = device.failure === 'clip-missing' ? MISSING_CLIP_SHIFT_MS : 0;
    const nowMs = this.now().getTime();
    const files = segmentsOf(startMs - shift, endMs - shift, nowMs).map((at) =>
      this.fileAt(device, request.channel, kind, at),
    );
    const fileListId = randomUUID();
    this.lists.set(fileListId, { fileListId, imei: device.imei, readyAt: nowMs + this.delayMs, files });
    if (this.lists.size > KEPT_LISTS) {
      const oldest = this.lists.keys().next().value;
      if (oldest !== undefined) this.lists.delete(oldest);
    }
    return { fileListId, readyAfterMs: this.delayMs };
  }

  get(fileListId: string): FileList | null {
    const list = this.lists.get(fileListId);
    if (!list) return null;
    if (this.now().getTime() < list.readyAt) return { fileListId, status: 'pending' };
    return { fileListId, status: 'ready', files: list.files.map((held) => held.file) };
  }

  /** The camera kind of a file a ready list of this device held, or null: only those can be uploaded. */
  heldFile(imei: string, fileId: string): VideoChannelKind | null {
    const nowMs = this.now().getTime();
    for (const list of this.lists.values()) {
      if (list.imei !== imei || nowMs < list.readyAt) continue;
      const held = list.files.find((candidate) => candidate.file.fileId === fileId);
      if (held) return held.kind;
    }
    return null;
  }

  private fileAt(device: SimDevice, channel: string, kind: VideoChannelKind, at: number): HeldFile {
    const file = {
      fileId: fileIdOf(device.imei, channel, at),
      channel,
      startTime: toZonedIso(new Date(at)),
      endTime: toZonedIso(new Date(at + SEGMENT_MS)),
      sizeBytes: this.clips[kind].bytes.length,
    };
    return { file, kind };
  }
}
