// Server settings from the environment (documented in .env.example), checked once at start.
import { join, resolve } from 'node:path';
import { MIN_HUMAN_MS } from '../shared/forms/envelope.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** Salt of the stored IP hashes; without it the store makes and keeps one in DATA_DIR (SQLite only). */
  ipHashSalt: string | undefined;
  /** postgres://… selects PostgreSQL; undefined: SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Failed attempts after which an outbox row is dead. */
  maxAttempts: number;
  /** How long an outbox claim keeps other instances off a row (at most 60 s). */
  outboxLeaseMs: number;
  /** Submissions older than this many days are deleted. */
  retentionDays: number;
  provisioning: { url: string; secret: string } | undefined;
  /** Form posts allowed per client address and minute. */
  rateLimitPerMinute: number;
  outboxIntervalMs: number;
  /** Form posts sent sooner than this after the form appeared are kept aside as suspected bots. */
  formMinFillMs: number;
  /** The project (scripts/build.ts builds each publish). */
  projectRoot: string;
  /** The config folder a publish from /admin writes (and commits, in a git work tree). */
  configDir: string;
  /** Where each publish builds, in a folder of its own; the last few are kept. */
  buildsDir: string;
  /** The built script and style sheet of the /admin sign-in and password pages. */
  adminBundleDir: string;
  /** The built visual editor, served at /admin/ to a signed-in user. */
  editorBundleDir: string;
}

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  const provisioningUrl = env.PROVISIONING_URL || undefined;
  if (provisioningUrl && !/^https?:\/\//.test(provisioningUrl)) throw new ConfigError('PROVISIONING_URL must be an http(s) URL');
  if (provisioningUrl && !env.PROVISIONING_SECRET) throw new ConfigError('PROVISIONING_SECRET is needed with PROVISIONING_URL, to sign the webhook');
  const rateLimitPerMinute = env.RATE_LIMIT_PER_MINUTE ? Number(env.RATE_LIMIT_PER_MINUTE) : 10;
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) throw new ConfigError('RATE_LIMIT_PER_MINUTE must be a whole number of at least 1');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(?:ql)?:\/\//i.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for the embedded SQLite database');
  if (databaseUrl && !env.IP_HASH_SALT) {
    throw new ConfigError('IP_HASH_SALT is required with DATABASE_URL: every instance must hash client addresses with the same secret (e.g. IP_HASH_SALT=$(openssl rand -hex 32))');
  }
  const dataDir = resolve(projectRoot, env.DATA_DIR || 'data');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    distDir: resolve(projectRoot, env.DIST_DIR || 'dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cortracker website <no-reply@cortracker.com>',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ipHashSalt: env.IP_HASH_SALT || undefined,
    provisioning: provisioningUrl ? { url: provisioningUrl, secret: env.PROVISIONING_SECRET! } : undefined,
    rateLimitPerMinute,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS ? Number(env.OUTBOX_INTERVAL_MS) : 5000,
    databaseUrl,
    maxAttempts: wholeNumber(env, 'MAX_ATTEMPTS', 20, 1, 1000),
    outboxLeaseMs: wholeNumber(env, 'OUTBOX_LEASE_MS', 60_000, 1000, 60_000),
    retentionDays: wholeNumber(env, 'RETENTION_DAYS', 730, 1, 36_500),
    formMinFillMs: wholeNumber(env, 'FORM_MIN_FILL_MS', MIN_HUMAN_MS, 0, 60_000),
    projectRoot,
    // eslint-disable-next-line no-restricted-syntax -- the folder publishes write: the server never reads the config to answer visitors
    configDir: resolve(projectRoot, env.CONFIG_DIR || 'site-config'),
    buildsDir: resolve(projectRoot, env.BUILDS_DIR || join(dataDir, 'builds')),
    adminBundleDir: resolve(projectRoot, 'dist-admin'),
    editorBundleDir: resolve(projectRoot, 'dist-editor'),
  };
}

/** A whole-number setting within [min, max], or its default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}
