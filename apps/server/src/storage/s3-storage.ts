import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeStorageKey, type FileStorage, isSafeStorageKey } from './file-storage';

/** The object store of STORAGE_S3_* (config.ts `s3StorageOf`): any S3-compatible service. */
export interface S3StorageConfig {
  bucket: string;
  /** Unset for AWS itself; the service's address otherwise (MinIO, Ceph, a cloud's S3 endpoint). */
  endpoint: string | null;
  region: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, a profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Most self-hosted stores want `bucket` in the path rather than in the host name. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket may serve several installations. */
  prefix: string;
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Uploaded files in an S3-compatible bucket (issue 20 item 1), so every instance behind the load
 * balancer reads what any of them stored, without a shared disk. Same keys and the same answers as
 * LocalFolderStorage (a missing file is null, removing one is idempotent).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  private objectKey(key: string): string {
    assertSafeStorageKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, content: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: content }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return answer.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    // The interface answers a stream at once (the clip route pipes it after its headers); the
    // object's bytes follow when the store answers, and its error ends the stream.
    const out = new PassThrough();
    const objectKey = this.objectKey(key);
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      .then(
        (answer) => {
          if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no stream');
          answer.Body.on('error', (error) => out.destroy(error));
          answer.Body.pipe(out);
        },
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      )
      .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success: removing twice is not an error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async list(): Promise<{ key: string; writtenOn: Date }[]> {
    const files: { key: string; writtenOn: Date }[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.config.prefix || undefined,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        const key = object.Key.slice(this.config.prefix.length);
        if (isSafeStorageKey(key)) files.push({ key, writtenOn: object.LastModified ?? new Date(0) });
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return files;
  }

  close(): void {
    this.client.destroy();
  }
}
