import { MAX_PHOTO_BYTES } from '@armada/domain';
import imageCompression from 'browser-image-compression';

/** A little under the limit: the library aims at the size, it does not promise it. */
const TARGET_MB = (MAX_PHOTO_BYTES * 0.9) / (1024 * 1024);

/**
 * A camera photo (often 4 to 8 MB) shrunk on the phone to under MAX_PHOTO_BYTES before it waits in
 * the outbox: less to keep and less to send over a weak connection. Not in a web worker: the
 * library's worker loads a script from a CDN, which fails offline.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  const compressed = await imageCompression(file, {
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: 1920,
    useWebWorker: false,
    fileType: 'image/jpeg',
  });
  if (compressed.size > MAX_PHOTO_BYTES) throw new Error('photo still too large');
  return compressed;
}
