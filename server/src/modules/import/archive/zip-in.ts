import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, ErrorCode } from '../../../shared/errors';
import { MAX_ARCHIVE_ENTRIES, MAX_ENTRY_BYTES, MAX_TOTAL_UNCOMPRESSED_BYTES } from './archive-format';

export const notAZip = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'O arquivo não é um .zip válido.');

const tooManyEntries = (count: number) =>
  new AppError(
    ErrorCode.UNPROCESSABLE,
    `O .zip tem ${count.toLocaleString('pt-BR')} arquivos; o máximo é ${MAX_ARCHIVE_ENTRIES.toLocaleString('pt-BR')}.`,
  );

const tooLargeInside = () =>
  new AppError(
    ErrorCode.UNPROCESSABLE,
    `Os arquivos dentro do .zip somam mais de ${MAX_TOTAL_UNCOMPRESSED_BYTES / 1024 ** 3} GB descompactados.`,
  );

/** A name as shown in a message: printable, and short. */
export function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 120 ? `${clean.slice(0, 119)}…` : clean;
}

/** One file of the archive that may be read. */
export interface ZipEntry {
  name: string;
  /** as the central directory declares it (and yauzl holds the data to it while inflating) */
  size: number;
  entry: Entry;
}

/**
 * A zip read defensively, from a file on disk: entry names are never paths (nothing is written out; each entry is read
 * into memory, up to a bound), names that would climb out of a folder or are absolute are skipped, and so are
 * encrypted entries and those declaring more than `MAX_ENTRY_BYTES`. The declared sizes are enforced while inflating
 * (yauzl's validateEntrySizes, and a count of our own), so a bomb stops at its declared size.
 */
export class ZipIn {
  /** the readable entries by name (the first of two with one name) */
  readonly entries = new Map<string, ZipEntry>();
  /** the entries in the order the archive lists them */
  readonly ordered: ZipEntry[] = [];
  /** what was skipped and why, for the import's warnings (pt-BR) */
  readonly warnings: string[] = [];

  private constructor(private readonly zip: ZipFile) {}

  /** Opens the archive and reads its directory (no entry data): 415 when it is not a zip, 422 when it is too big. */
  static async open(file: string): Promise<ZipIn> {
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(
        file,
        { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
        (err, opened) => (err || !opened ? reject(notAZip()) : resolve(opened)),
      ),
    );
    if (zip.entryCount > MAX_ARCHIVE_ENTRIES) {
      zip.close();
      throw tooManyEntries(zip.entryCount);
    }
    const archive = new ZipIn(zip);
    try {
      await archive.readDirectory();
    } catch (err) {
      zip.close();
      throw err;
    }
    return archive;
  }

  private readDirectory(): Promise<void> {
    let declared = 0;
    return new Promise<void>((resolve, reject) => {
      this.zip.on('error', () => reject(notAZip()));
      this.zip.on('end', () => resolve());
      this.zip.on('entry', (entry: Entry) => {
        try {
          const size = this.admit(entry);
          if (size !== null) {
            declared += size;
            if (declared > MAX_TOTAL_UNCOMPRESSED_BYTES) throw tooLargeInside();
          }
          this.zip.readEntry();
        } catch (err) {
          reject(err);
        }
      });
      this.zip.readEntry();
    });
  }

  /** Keeps a readable entry (its declared size), or notes why it is skipped (null). */
  private admit(entry: Entry): number | null {
    const name = decodeName(entry);
    if (name.endsWith('/')) return null; // a folder
    const unsafe = yauzl.validateFileName(name);
    // eslint-disable-next-line no-control-regex
    if (unsafe !== null || /[\u0000-\u001f]/.test(name) || /^[a-z]:/i.test(name)) {
      this.warnings.push(`Arquivo ignorado: nome inseguro no .zip ("${shownName(name)}").`);
      return null;
    }
    if (isJunk(name)) return null;
    if (entry.isEncrypted()) {
      this.warnings.push(`Arquivo ignorado: "${shownName(name)}" está protegido por senha.`);
      return null;
    }
    if (entry.uncompressedSize > MAX_ENTRY_BYTES) {
      this.warnings.push(
        `Arquivo ignorado: "${shownName(name)}" tem mais de ${MAX_ENTRY_BYTES / 1024 / 1024} MB descompactado.`,
      );
      return null;
    }
    if (this.entries.has(name)) {
      this.warnings.push(`Arquivo repetido no .zip: "${shownName(name)}" (o primeiro foi usado).`);
      return null;
    }
    const item = { name, size: entry.uncompressedSize, entry };
    this.entries.set(name, item);
    this.ordered.push(item);
    return entry.uncompressedSize;
  }

  /** An entry's bytes (at most its declared size and MAX_ENTRY_BYTES); 422 when it cannot be read. */
  read(item: ZipEntry): Promise<Buffer> {
    const corrupt = () =>
      new AppError(ErrorCode.UNPROCESSABLE, `O arquivo "${shownName(item.name)}" do .zip está corrompido.`);
    return new Promise<Buffer>((resolve, reject) => {
      this.zip.openReadStream(item.entry, (err, stream) => {
        if (err || !stream) {
          reject(corrupt());
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        let done = false;
        const limit = Math.min(item.size, MAX_ENTRY_BYTES);
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          total += chunk.length;
          if (total > limit) {
            done = true;
            stream.destroy();
            reject(corrupt());
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', () => {
          if (done) return;
          done = true;
          reject(corrupt());
        });
        stream.on('end', () => {
          if (done) return;
          done = true;
          resolve(Buffer.concat(chunks, total));
        });
      });
    });
  }

  close(): void {
    this.zip.close();
  }
}

/** The entry's name: UTF-8 when its flag says so (as this site writes them), else CP437, read as Latin-1 past ASCII. */
function decodeName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
}

/** What archivers add on their own (macOS resource forks, Windows thumbnails). */
function isJunk(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db';
}
