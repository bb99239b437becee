// Server settings from the environment (documented in .env.example), checked once at start.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** Salt of the stored IP hashes; without it the store makes and keeps one in DATA_DIR. */
  ipHashSalt: string | undefined;
  provisioning: { url: string; secret: string } | undefined;
  /** Form posts allowed per client address and minute. */
  rateLimitPerMinute: number;
  outboxIntervalMs: number;
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
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(projectRoot, env.DATA_DIR || 'data'),
    distDir: resolve(projectRoot, env.DIST_DIR || 'dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cortracker website <no-reply@cortracker.com>',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ipHashSalt: env.IP_HASH_SALT || undefined,
    provisioning: provisioningUrl ? { url: provisioningUrl, secret: env.PROVISIONING_SECRET! } : undefined,
    rateLimitPerMinute,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS ? Number(env.OUTBOX_INTERVAL_MS) : 5000,
  };
}
