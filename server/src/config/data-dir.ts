import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR holds password hashes, the signing key, readers' mail and uploads: its owner alone may read it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export const SQLITE_FILE = 'receitas.sqlite';

/** Sets owner-only modes on a folder and everything in it (what an earlier release created with the umask's). */
function tighten(target: string): void {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(target, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    fs.chmodSync(target, stat.mode & 0o700);
  }
}

/**
 * Creates DATA_DIR and its folders owner-only (0700) and tightens what is already there to 0700 / 0600. The SQLite
 * file is created here at 0600 before the driver opens it: SQLite gives its -wal and -shm files the database's mode.
 */
export function prepareDataDir(dataDir: string, { sqlite }: { sqlite: boolean }): { uploadsDir: string } {
  const uploadsDir = path.join(dataDir, 'uploads');
  for (const dir of [dataDir, uploadsDir, path.join(dataDir, 'outbox')]) {
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }
  if (sqlite) fs.closeSync(fs.openSync(path.join(dataDir, SQLITE_FILE), 'a', PRIVATE_FILE_MODE));
  tighten(dataDir);
  return { uploadsDir };
}
