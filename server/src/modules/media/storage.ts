import fs from 'node:fs/promises';
import path from 'node:path';

/** Where image renditions live. Local disk today; an S3-compatible bucket implements the same three calls. */
export interface MediaStorage {
  /** Stores the bytes under the key and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Public URL of a key (without checking that it exists). */
  urlOf(key: string): string;
}

export class LocalDiskStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body, { flag: 'wx' });
    return this.urlOf(key);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }

  private pathOf(key: string): string {
    if (!/^[\w/.-]+$/.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }
}
