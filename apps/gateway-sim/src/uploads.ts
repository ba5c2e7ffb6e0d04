import { randomUUID } from 'node:crypto';
import {
  UPLOAD_NOT_SENT,
  UPLOAD_SENT,
  type UploadOutcome,
  type UploadRequest,
  uploadOutcomeReportSchema,
} from '@armada/domain';
import type { Clips } from './clips';
import type { FileLists } from './file-lists';

/** How long our server may take to take a clip before the device gives up on it. */
const DELIVERY_TIMEOUT_MS = 30_000;
const KEPT_UPLOADS = 2_000;

type Log = (line: Record<string, unknown>) => void;

/**
 * Uploads as a device does them: accepted at once, then after `delayMs` the clip's bytes PUT to the
 * signed URL (outcome 'Sent'), or, for a file no ready list held, a 'Not Sent' report POSTed to it.
 */
export class Uploads {
  private readonly outcomes = new Map<string, UploadOutcome>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly clips: Clips,
    private readonly fileLists: FileLists,
    private readonly delayMs: number,
    private readonly log: Log,
  ) {}

  start(imei: string, request: UploadRequest): string {
    const uploadId = randomUUID();
    this.outcomes.set(uploadId, 'pending');
    if (this.outcomes.size > KEPT_UPLOADS) {
      const oldest = this.outcomes.keys().next().value;
      if (oldest !== undefined) this.outcomes.delete(oldest);
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(uploadId, imei, request);
    }, this.delayMs);
    this.timers.add(timer);
    return uploadId;
  }

  outcomeOf(uploadId: string): UploadOutcome | null {
    return this.outcomes.get(uploadId) ?? null;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private async deliver(uploadId: string, imei: string, request: UploadRequest): Promise<void> {
    const kind = this.fileLists.heldFile(imei, request.fileId);
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS);
    try {
      if (kind) {
        const response = await fetch(request.uploadUrl, {
          method: 'PUT',
          headers: { 'Content-Type': 'video/mp4' },
          body: this.clips[kind].bytes,
          signal: controller.signal,
        });
        await response.body?.cancel();
        const sent = response.ok;
        this.outcomes.set(uploadId, sent ? UPLOAD_SENT : UPLOAD_NOT_SENT);
        this.log({ event: 'upload', uploadId, fileId: request.fileId, status: response.status });
        return;
      }
      this.outcomes.set(uploadId, UPLOAD_NOT_SENT);
      const report = uploadOutcomeReportSchema.parse({
        outcome: UPLOAD_NOT_SENT,
        reason: `The device holds no file ${request.fileId}.`.slice(0, 500),
      });
      const response = await fetch(request.uploadUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(report),
        signal: controller.signal,
      });
      await response.body?.cancel();
      this.log({ event: 'upload-not-sent', uploadId, fileId: request.fileId, status: response.status });
    } catch (error) {
      // Our server was down or too slow: the device never got the file across.
      this.outcomes.set(uploadId, UPLOAD_NOT_SENT);
      this.log({ event: 'upload-failed', uploadId, fileId: request.fileId, error: (error as Error).message });
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
  }
}
