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
  ipHashSalt: string;
  provisioning: { url: string; secret: string } | undefined;
}

export class ConfigError extends Error {}

export function readServerConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  const provisioningUrl = env.PROVISIONING_URL || undefined;
  if (provisioningUrl && !/^https?:\/\//.test(provisioningUrl)) throw new ConfigError('PROVISIONING_URL must be an http(s) URL');
  if (provisioningUrl && !env.PROVISIONING_SECRET) throw new ConfigError('PROVISIONING_SECRET is needed with PROVISIONING_URL, to sign the webhook');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(projectRoot, env.DATA_DIR || 'data'),
    distDir: resolve(projectRoot, env.DIST_DIR || 'dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cortracker website <no-reply@cortracker.com>',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ipHashSalt: env.IP_HASH_SALT || 'cortracker-local',
    provisioning: provisioningUrl ? { url: provisioningUrl, secret: env.PROVISIONING_SECRET! } : undefined,
  };
}
