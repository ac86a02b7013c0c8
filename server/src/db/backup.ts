import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';

/**
 * Backups of the whole site: the database (SQLite through its online backup API, MySQL/MariaDB through mysqldump in
 * one consistent transaction), the uploaded media and the JWT signing key, in one folder with a manifest. Both run
 * while the site is serving; a restore goes into a data directory and database that hold nothing yet (or --force).
 */

// better-sqlite3 ships no types (TypeORM loads it untyped too): the few calls used here, typed by hand.
interface SqliteStatement {
  pluck(): SqliteStatement;
  all(): unknown[];
  get(): unknown;
}
interface SqliteDatabase {
  backup(destination: string): Promise<unknown>;
  pragma(source: string, options: { simple: true }): unknown;
  prepare(sql: string): SqliteStatement;
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => SqliteDatabase;

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'receitas.sqlite';
const SQL_FILE = 'database.sql';
const SECRET_FILE = 'jwt-secret';

export interface BackupTarget {
  /** DATA_DIR: the SQLite file, uploads/ and the JWT key live here */
  dataDir: string;
  /** mysql://…/db when the site runs on MySQL/MariaDB; undefined for SQLite */
  databaseUrl?: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'mysql';
  /** the database file inside the backup folder */
  database: string;
  /** rows per table when the backup was taken (exact for SQLite; for MySQL, counted just after the dump) */
  tables: Record<string, number>;
  uploads: { files: number; bytes: number };
  jwtSecret: boolean;
}

export class BackupError extends Error {}

const SQLITE_PATH = (dataDir: string) => path.join(dataDir, SQLITE_FILE);
const UPLOADS = (dir: string) => path.join(dir, 'uploads');

/** A new folder name that sorts by time: receitas-backup-2026-11-26T06-00-00Z. */
export function backupFolderName(now = new Date()): string {
  return `receitas-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

/** Takes a backup of the site into `folder` (created; it must not exist) and returns its manifest. */
export async function createBackup(source: BackupTarget, folder: string): Promise<Manifest> {
  if (fs.existsSync(folder)) throw new BackupError(`A pasta de destino já existe: ${folder}`);
  fs.mkdirSync(folder, { recursive: true });
  try {
    // The database first, then the files: media are written before the rows that name them, so every file a
    // row of this backup points to is already on disk when the copy of uploads/ starts.
    let dialect: Manifest['dialect'];
    let database: string;
    let tables: Record<string, number>;
    if (source.databaseUrl) {
      dialect = 'mysql';
      database = SQL_FILE;
      await mysqlDump(source.databaseUrl, path.join(folder, SQL_FILE));
      tables = await withMysql(source.databaseUrl, mysqlTableRows);
    } else {
      dialect = 'sqlite';
      database = SQLITE_FILE;
      const live = SQLITE_PATH(source.dataDir);
      if (!fs.existsSync(live)) throw new BackupError(`Banco SQLite não encontrado em ${live}.`);
      const db = new Database(live, { readonly: true, fileMustExist: true });
      try {
        await db.backup(path.join(folder, SQLITE_FILE));
      } finally {
        db.close();
      }
      // The copy is one self-contained file (the live database's WAL mode would leave -wal/-shm files beside it
      // whenever it is opened); the app turns WAL back on when it opens a restored copy.
      const copy = new Database(path.join(folder, SQLITE_FILE), { readonly: false, fileMustExist: true });
      try {
        copy.pragma('journal_mode = DELETE', { simple: true });
      } finally {
        copy.close();
      }
      tables = sqliteTableRows(path.join(folder, SQLITE_FILE));
    }
    const uploads = await copyTree(UPLOADS(source.dataDir), UPLOADS(folder));
    const secret = path.join(source.dataDir, SECRET_FILE);
    const jwtSecret = fs.existsSync(secret);
    if (jwtSecret) fs.copyFileSync(secret, path.join(folder, SECRET_FILE));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      dialect,
      database,
      tables,
      uploads,
      jwtSecret,
    };
    fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Password hashes and the signing key are inside: only the owner reads a backup.
    fs.chmodSync(folder, 0o700);
    return manifest;
  } catch (err) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
}

export interface RestoreReport {
  manifest: Manifest;
  /** rows per table in the restored database */
  tables: Record<string, number>;
  uploads: { files: number; bytes: number };
  /** tables whose row count differs from the manifest's */
  mismatches: string[];
}

/**
 * Restores a backup into `target`. The target must hold no database and no media yet, unless `force` (which replaces
 * them). A SQLite backup restores into a SQLite target and a MySQL one into MySQL/MariaDB.
 */
export async function restoreBackup(folder: string, target: BackupTarget, force = false): Promise<RestoreReport> {
  const manifest = readManifest(folder);
  const targetDialect = target.databaseUrl ? 'mysql' : 'sqlite';
  if (manifest.dialect !== targetDialect) {
    throw new BackupError(
      `O backup é de ${manifest.dialect === 'mysql' ? 'MySQL/MariaDB' : 'SQLite'}, e o destino usa ${
        targetDialect === 'mysql' ? 'MySQL/MariaDB (DATABASE_URL)' : 'SQLite (sem DATABASE_URL)'
      }.`,
    );
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const uploadsDir = UPLOADS(target.dataDir);
  if (!force && countFiles(uploadsDir) > 0) {
    throw new BackupError(`${uploadsDir} já tem arquivos. Restaure num diretório vazio ou use --force.`);
  }

  let tables: Record<string, number>;
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    const existing = await withMysql(url, mysqlTableNames);
    if (existing.length && !force) {
      throw new BackupError(`O banco de destino já tem ${existing.length} tabela(s). Use um banco vazio ou --force.`);
    }
    if (existing.length) await withMysql(url, (c) => dropTables(c, existing));
    await mysqlLoad(url, path.join(folder, SQL_FILE));
    tables = await withMysql(url, mysqlTableRows);
  } else {
    const file = SQLITE_PATH(target.dataDir);
    if (fs.existsSync(file)) {
      if (!force) throw new BackupError(`${file} já existe. Restaure num diretório vazio ou use --force.`);
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    }
    fs.copyFileSync(path.join(folder, SQLITE_FILE), file);
    tables = sqliteTableRows(file);
  }

  if (force) fs.rmSync(uploadsDir, { recursive: true, force: true });
  const uploads = await copyTree(UPLOADS(folder), uploadsDir);
  const secret = path.join(target.dataDir, SECRET_FILE);
  if (manifest.jwtSecret && (force || !fs.existsSync(secret))) {
    fs.copyFileSync(path.join(folder, SECRET_FILE), secret);
    fs.chmodSync(secret, 0o600);
  }
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(tables)]);
  const mismatches = [...names].filter((name) => manifest.tables[name] !== tables[name]).sort();
  return { manifest, tables, uploads, mismatches };
}

export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${folder} não é um backup (falta ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`Formato de backup desconhecido: ${String(manifest.format)}.`);
  if (!fs.existsSync(path.join(folder, manifest.database))) {
    throw new BackupError(`O backup está incompleto: falta ${manifest.database}.`);
  }
  return manifest;
}

function sqliteTableRows(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`O banco copiado não passou na verificação de integridade: ${check}`);
    const names = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((name) => [
        name,
        db
          .prepare(`SELECT COUNT(*) FROM "${name.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      ]),
    ) as Record<string, number>;
  } finally {
    db.close();
  }
}

async function withMysql<T>(url: string, work: (c: Connection) => Promise<T>): Promise<T> {
  const connection = await createConnection({ uri: url, multipleStatements: false });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

async function mysqlTableNames(c: Connection): Promise<string[]> {
  const [rows] = await c.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

async function mysqlTableRows(c: Connection): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of await mysqlTableNames(c)) {
    const [rows] = await c.query(`SELECT COUNT(*) AS n FROM \`${name.replace(/`/g, '``')}\``);
    out[name] = Number((rows as { n: number }[])[0].n);
  }
  return out;
}

async function dropTables(c: Connection, names: string[]): Promise<void> {
  await c.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const name of names) await c.query(`DROP TABLE \`${name.replace(/`/g, '``')}\``);
  await c.query('SET FOREIGN_KEY_CHECKS = 1');
}

/** The MySQL client tools' connection flags for a DATABASE_URL; the password travels in MYSQL_PWD, not argv. */
function clientArgs(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const args = [
    `--host=${url.hostname || '127.0.0.1'}`,
    `--port=${url.port || '3306'}`,
    `--user=${decodeURIComponent(url.username || 'root')}`,
    '--default-character-set=utf8mb4',
  ];
  const env = { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) };
  return { args, env, database };
}

/** The first of these programs found on PATH (MariaDB ships mariadb-dump; MySQL, mysqldump). */
function findProgram(names: string[]): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  for (const name of names) {
    if (dirs.some((dir) => fs.existsSync(path.join(dir, name)))) return name;
  }
  throw new BackupError(`Nenhum destes programas foi encontrado no PATH: ${names.join(', ')}.`);
}

async function mysqlDump(databaseUrl: string, file: string): Promise<void> {
  const { args, env, database } = clientArgs(databaseUrl);
  const program = process.env.MYSQLDUMP || findProgram(['mariadb-dump', 'mysqldump']);
  await run(
    program,
    [
      ...args,
      // one consistent snapshot without locking the site's tables
      '--single-transaction',
      '--quick',
      '--hex-blob',
      '--routines',
      '--triggers',
      '--no-tablespaces',
      `--result-file=${file}`,
      database,
    ],
    env,
  );
}

async function mysqlLoad(databaseUrl: string, file: string): Promise<void> {
  const { args, env, database } = clientArgs(databaseUrl);
  const program = process.env.MYSQL_CLIENT || findProgram(['mariadb', 'mysql']);
  await run(program, [...args, database], env, file);
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv, stdinFile?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: [stdinFile ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    if (stdinFile && child.stdin) fs.createReadStream(stdinFile).pipe(child.stdin);
    child.on('error', (err) => reject(new BackupError(`${program}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} terminou com código ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Copies a directory tree (missing source: nothing) and counts what was copied. */
async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  fs.mkdirSync(to, { recursive: true });
  if (!fs.existsSync(from)) return { files: 0, bytes: 0 };
  await fs.promises.cp(from, to, { recursive: true, errorOnExist: false, force: true, preserveTimestamps: true });
  return measure(to);
}

function measure(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function countFiles(dir: string): number {
  return fs.existsSync(dir) ? measure(dir).files : 0;
}
