import fs from 'node:fs/promises';
import path from 'node:path';

/** Where image renditions live: this instance's disk (LocalDiskStorage) or an S3-compatible bucket (S3Storage). */
export interface MediaStorage {
  /** Stores the bytes under the key and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under the key (the background work reads an original to make its variants). */
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Public URL of a key (without checking that it exists). */
  urlOf(key: string): string;
  /** Releases what the storage holds open (a bucket client's connections). */
  close?(): void;
}

export class LocalDiskStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.pathOf(key);
    // owner-only, like all of DATA_DIR (the app serves them; nobody else on the machine needs to read them)
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, body, { flag: 'wx', mode: 0o600 });
    return this.urlOf(key);
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }
}

/** A key names a file under the storage root and nothing else: no parent steps, no odd characters. */
export const isSafeStorageKey = (key: string): boolean => /^[\w/.-]+$/.test(key) && !key.includes('..');
