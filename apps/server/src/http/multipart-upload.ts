import { DomainError } from '@armada/domain';
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

export interface SingleFileUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * @fastify/multipart's refusals as the catalogue's photo errors. Whatever else breaks while the
 * parts are read (no boundary, another boundary, a body cut short: busboy's errors carry no code) is
 * the client's body, never the server's fault: an unreadable upload, 400.
 */
function uploadError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('attachment/photo-too-large');
  if (code === 'FST_FILES_LIMIT') return new DomainError('attachment/one-photo-per-call');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new DomainError('attachment/file-required');
  return new DomainError('attachment/unreadable-upload');
}

/**
 * The fields and the one file (field `fileField`) of a multipart request. The size limit is the
 * plugin's (limits.fileSize, checked while the bytes stream in, so an oversized file is never held
 * whole in memory); a second file is refused.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  fileField: string,
): Promise<SingleFileUpload> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) continue;
        if (file) throw new DomainError('attachment/one-photo-per-call');
        file = { bytes, fileName: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, file };
}
