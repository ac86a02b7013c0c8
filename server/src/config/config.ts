import os from 'node:os';
import path from 'node:path';
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
  /** HTTP worker processes (1: the server runs in this process alone) */
  webConcurrency: number;
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
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'deve ter pelo menos 8 caracteres');
  }
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
    webConcurrency: readInt(env, 'WEB_CONCURRENCY', os.availableParallelism(), 1, 256),
  };
}
