import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

type Source = Buffer | (() => Readable);

/**
 * A zip written as it is made, with backpressure: every entry is a lazy stream that yazl asks for when the entries
 * before it are written to its output, so a writer that waits for `add`'s promise before making more holds only what
 * the reader has not taken yet. `abort` (the reader went away) rejects what is waiting.
 */
export class ZipOut {
  private readonly zip = new ZipFile();
  private readonly waiting = new Set<(err: Error) => void>();
  private error: Error | null = null;
  private readonly mtime = new Date();

  constructor() {
    this.zip.on('error', (err: Error) => this.abort(err));
    // an abort destroys the output with its reason: whoever reads it learns of it, nobody else has to
    this.output.on('error', () => undefined);
  }

  /** the zip's bytes */
  get output(): Readable {
    return this.zip.outputStream as Readable;
  }

  /** Adds an entry; resolves when the zip starts writing it (everything added before it has been written out). */
  add(name: string, source: Source, { compress }: { compress: boolean }): Promise<void> {
    if (this.error) return Promise.reject(this.error);
    const started = new Promise<void>((resolve, reject) => {
      this.waiting.add(reject);
      const options = {
        compress,
        mtime: this.mtime,
        ...(Buffer.isBuffer(source) ? { size: source.length } : {}),
      };
      this.zip.addReadStreamLazy(name, options, (cb) => {
        this.waiting.delete(reject);
        resolve();
        const stream = Buffer.isBuffer(source) ? Readable.from([source], { objectMode: false }) : source();
        // yazl listens to its own pipes only: a source that fails must stop the zip, not the process
        stream.on('error', (err: Error) => this.abort(err));
        cb(null, stream);
      });
    });
    // callers wait on some entries only: an abort must not leave the others' rejections unhandled
    started.catch(() => undefined);
    return started;
  }

  /** Writes the central directory once every entry is out. */
  end(): void {
    this.zip.end();
  }

  /** The reader is gone or the export failed: nothing more is made. */
  abort(error: Error): void {
    if (this.error) return;
    this.error = error;
    for (const reject of this.waiting) reject(error);
    this.waiting.clear();
    this.output.destroy(error);
  }
}
