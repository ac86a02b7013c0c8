import os from 'node:os';
import path from 'node:path';
import { parseAdOrigins } from '../http/ad-policy';
import { passwordProblem } from '../modules/auth/password-policy';
import { isValidTimeZone } from '../shared/site-time';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  nodeEnv: string;
  introspection: boolean;
  /** Express "trust proxy" setting: how many proxy hops in front of the app to trust. */
  trustProxy: number;
  logLevel: string;
  /** smtp(s)://user:pass@host:port; unset → e-mails are written as .eml files to DATA_DIR/outbox */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** who receives contact messages; defaults to ADMIN_EMAIL, else the first admin */
  siteOwnerEmail: string | undefined;
  /** requests per minute per client address on /api and /graphql */
  rateLimitPerMinute: number;
  /** the creator's time zone: "today" for e-book publication dates */
  siteTimeZone: string;
  /** memory for rendered public pages, in MiB; 0 turns the page cache off */
  pageCacheMb: number;
  /** server renders (page-cache misses) per client address per minute; 0 turns the limit off */
  pageRendersPerMinute: number;
  pageRequestsPerMinute: number;
  /** HTTP worker processes (1: the server runs in this process alone) */
  webConcurrency: number;
  /** on SIGTERM, how long to keep serving (each answer closing its connection) before the listener closes */
  shutdownDrainMs: number;
  /** redis(s)://…: rate limits and change broadcasts shared by every instance; unset → this instance alone */
  redisUrl: string | undefined;
  /** every Redis key and channel of this site starts with it (several sites or test runs on one Redis) */
  redisKeyPrefix: string;
  /** an S3-compatible bucket for uploaded images; unset → DATA_DIR/uploads served at /uploads */
  s3: S3Config | undefined;
  /** the recipe importer may fetch addresses on this machine and private networks (tests, intranets) */
  importAllowPrivateNetworks: boolean;
  /** a site migration's pause between two requests to one site, in ms */
  importHostPauseMs: number;
  /** origins of ad networks besides AdSense that pages carrying the advertising script may frame, load and call */
  adExtraOrigins: string[];
  /** days a deleted recipe, e-book or category stays in the trash before it is deleted for good */
  trashRetentionDays: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** http(s) URL of an S3-compatible service (MinIO, R2, …); unset → AWS S3 */
  endpoint: string | undefined;
  /** credentials; unset → the SDK's default chain (environment, instance role) */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** where readers fetch the objects: URL of the bucket (or of a CDN in front of it), without a trailing slash */
  publicUrl: string;
  /** bucket in the path (most self-hosted services) instead of the host name */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Configuração inválida: ${variable} ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `deve ser um número inteiro (recebido "${raw}")`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `deve estar entre ${min} e ${max} (recebido ${value})`);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `deve ser true ou false (recebido "${env[name]}")`);
}

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'não é uma URL válida');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `deve usar ${protocols.map((p) => p.replace(':', '://')).join(' ou ')}`);
  }
  return raw;
}

function readKeyPrefix(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[\w:.-]{1,64}$/.test(raw)) throw new ConfigError(name, 'deve ter até 64 letras, números, _, :, . ou -');
  return raw;
}

function readEmail(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw new ConfigError(name, 'não é um e-mail válido');
  return raw;
}

function readTimeZone(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!isValidTimeZone(raw)) throw new ConfigError(name, `não é um fuso horário IANA válido (ex.: America/Sao_Paulo)`);
  return raw;
}

function readAdOrigins(env: Env, name: string): string[] {
  try {
    return parseAdOrigins(env[name]);
  } catch (err) {
    throw new ConfigError(name, `não é aceita: ${(err as Error).message}`);
  }
}

function readS3(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID'].find((name) => env[name]?.trim());
    if (stray) throw new ConfigError('S3_BUCKET', `deve ser definido quando ${stray} está definido`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', 'não é um nome de bucket válido (3 a 63 letras minúsculas, números, . ou -)');
  }
  const endpoint = readUrl(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'deve ser definido junto com o outro',
    );
  }
  const forcePathStyle = readBool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint));
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const publicUrl =
    readUrl(env, 'S3_PUBLIC_URL', ['http:', 'https:']) ??
    (endpoint
      ? forcePathStyle
        ? `${endpoint.replace(/\/+$/, '')}/${bucket}`
        : undefined
      : `https://${bucket}.s3.${region}.amazonaws.com`);
  if (!publicUrl)
    throw new ConfigError('S3_PUBLIC_URL', 'deve ser definido com S3_ENDPOINT e S3_FORCE_PATH_STYLE=false');
  return {
    bucket,
    region,
    endpoint,
    accessKeyId,
    secretAccessKey,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    forcePathStyle,
  };
}

/** Reads and validates the environment once at boot; a bad value stops the server with a message naming it. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInt(env, 'PORT', 4000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['mysql:', 'mariadb:']);
  if (databaseUrl && !new URL(databaseUrl).pathname.replace('/', '')) {
    throw new ConfigError('DATABASE_URL', 'precisa do nome do banco (mysql://usuario:senha@host:3306/banco)');
  }
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('JWT_SECRET', 'deve ter pelo menos 32 bytes (256 bits)');
  }
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', 'não é um e-mail válido');
  }
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError(adminEmail ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL', 'deve ser definido junto com o outro');
  }
  const adminPasswordProblem = adminPassword ? passwordProblem(adminPassword) : null;
  if (adminPasswordProblem) throw new ConfigError('ADMIN_PASSWORD', `não é aceita: ${adminPasswordProblem}`);
  const nodeEnv = env.NODE_ENV?.trim() || 'production';
  const publicUrl = (readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    databaseUrl,
    jwtSecret,
    adminEmail,
    adminPassword,
    seedDemo: readBool(env, 'SEED_DEMO', true),
    publicUrl,
    nodeEnv,
    introspection: readBool(env, 'GRAPHQL_INTROSPECTION', nodeEnv !== 'production'),
    trustProxy: readInt(env, 'TRUST_PROXY', 0, 0, 10),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || `"Receitas da Marina" <nao-responda@${new URL(publicUrl).hostname}>`,
    siteOwnerEmail: readEmail(env, 'SITE_OWNER_EMAIL') ?? adminEmail,
    siteTimeZone: readTimeZone(env, 'SITE_TIME_ZONE', 'America/Sao_Paulo'),
    rateLimitPerMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 600, 10, 1_000_000),
    pageCacheMb: readInt(env, 'PAGE_CACHE_MB', 64, 0, 16_384),
    pageRendersPerMinute: readInt(env, 'PAGE_RENDERS_PER_MINUTE', 120, 0, 1_000_000),
    pageRequestsPerMinute: readInt(env, 'PAGE_REQUESTS_PER_MINUTE', 1200, 0, 1_000_000),
    webConcurrency: readInt(env, 'WEB_CONCURRENCY', os.availableParallelism(), 1, 256),
    shutdownDrainMs: readInt(env, 'SHUTDOWN_DRAIN_MS', 2000, 0, 20_000),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: readKeyPrefix(env, 'REDIS_KEY_PREFIX', 'receitas:'),
    s3: readS3(env),
    adExtraOrigins: readAdOrigins(env, 'AD_EXTRA_ORIGINS'),
    importAllowPrivateNetworks: readBool(env, 'IMPORT_ALLOW_PRIVATE_NETWORKS', false),
    importHostPauseMs: readInt(env, 'IMPORT_HOST_PAUSE_MS', 1000, 0, 60_000),
    trashRetentionDays: readInt(env, 'TRASH_RETENTION_DAYS', 30, 1, 3650),
  };
}
