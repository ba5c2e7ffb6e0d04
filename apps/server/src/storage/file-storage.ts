import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded files live (DESIGN.md, 'Data rules': photos through a storage interface; the database
 * keeps their metadata). Keys are made by the server (`<company>/<task>/<attachment>.<ext>`), never
 * taken from a client. Another backend (object storage) implements the same three calls.
 */
export interface FileStorage {
  put(key: string, content: Uint8Array): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  read(key: string): Promise<Buffer | null>;
  /** The file's size in bytes, or null when it is gone (a ranged answer needs it before any byte). */
  size(key: string): Promise<number | null>;
  /** The bytes from start to end inclusive (the whole file without a range) as a stream. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  /** Removing a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key with the time its file was written, for the cleanup of orphaned files. */
  list(): Promise<{ key: string; writtenOn: Date }[]>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** A key of the server's own shape; anything else is never written, read or listed by any backend. */
export const isSafeStorageKey = (key: string): boolean => SAFE_KEY.test(key);

export function assertSafeStorageKey(key: string): void {
  // Keys are the server's own, but a path outside the folder must be impossible whatever happens.
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files in a folder of the local disk (STORAGE_DIR, by default DATA_DIR/uploads). */
export class LocalFolderStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, content: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    return info?.isFile() ? info.size : null;
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(): Promise<{ key: string; writtenOn: Date }[]> {
    const names = await readdir(this.root, { recursive: true, encoding: 'utf8' }).catch((error: unknown) => {
      // No folder yet: nothing was ever uploaded.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    const files: { key: string; writtenOn: Date }[] = [];
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (!isSafeStorageKey(key)) continue;
      const info = await stat(path.join(this.root, name)).catch(() => null);
      if (info?.isFile()) files.push({ key, writtenOn: info.mtime });
    }
    return files;
  }
}

/**
 * A folder of its own for an app built without a storage (tests, the browser tests' server), removed
 * when the app closes: their photos are as short-lived as their in-memory database.
 */
export function temporaryStorage(app: FastifyInstance): LocalFolderStorage {
  const root = mkdtempSync(path.join(tmpdir(), 'armada-uploads-'));
  app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));
  return new LocalFolderStorage(root);
}
