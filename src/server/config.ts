// Server settings from the environment, checked once at start against one schema (env-schema, on
// ajv): every setting's type and range is written below, and .env.example documents each (a unit
// test keeps the two in step). A bad value stops the server with a message that names the
// variable, the value (unless it is a secret) and what is allowed.
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import envSchema from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';
import { MIN_HUMAN_MS } from '../shared/forms/envelope.ts';
import { METRICS_SETTINGS_SCHEMA, metricsSettings } from './metrics/settings.ts';

/** A proxy trust rule Fastify understands: a number of hops, or the addresses and networks of the proxies. */
export type TrustProxy = false | number | string[];

/**
 * The server's settings as the app uses them: what readServerConfig makes of the environment. Its
 * type is that function's answer, whose values are typed by SETTINGS_SCHEMA (Setting<…>), so a
 * setting's type is written once, in the schema.
 */
export type ServerConfig = ReturnType<typeof readServerConfig>;

export class ConfigError extends Error {}

/** Values never printed, even when wrong: they carry passwords or secrets. */
const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'PROVISIONING_SECRET',
  'IP_HASH_SALT',
  'METRICS_TOKEN',
  'TWO_FACTOR_KEY',
]);

const wholeNumber = (minimum: number, maximum: number, fallback: number) =>
  ({
    type: 'integer',
    minimum,
    maximum,
    default: fallback,
    description: `a whole number from ${minimum} to ${maximum}`,
  }) as const;

/**
 * Every setting the server reads. `description` says what is allowed, in the words of the error
 * message; a setting left empty (as in .env.example) counts as unset.
 */
export const SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    PORT: wholeNumber(0, 65535, 3000),
    HOST: {
      type: 'string',
      pattern: '^[A-Za-z0-9.:-]+$',
      default: '127.0.0.1',
      description: 'an IP address or host name to listen on, e.g. 127.0.0.1 or 0.0.0.0',
    },
    DATA_DIR: { type: 'string', default: 'data', description: 'a directory' },
    DIST_DIR: { type: 'string', default: 'dist', description: 'a directory' },
    DATABASE_URL: {
      type: 'string',
      pattern: '^[Pp][Oo][Ss][Tt][Gg][Rr][Ee][Ss]([Qq][Ll])?://',
      description: 'a postgres:// (or postgresql://) URL; leave it unset for the embedded SQLite database',
    },
    SMTP_URL: {
      type: 'string',
      pattern: '^smtps?://',
      description: 'an smtp:// or smtps:// URL, or unset to write mail as .eml files',
    },
    MAIL_FROM: {
      type: 'string',
      minLength: 3,
      maxLength: 200,
      default: 'Cortracker website <no-reply@cortracker.com>',
      description: 'an address, or "Name <address>"',
    },
    PROVISIONING_URL: { type: 'string', pattern: '^https?://', description: 'an http(s) URL' },
    PROVISIONING_SECRET: { type: 'string', minLength: 16, description: 'a secret of at least 16 characters' },
    IP_HASH_SALT: {
      type: 'string',
      minLength: 8,
      description: 'a secret of at least 8 characters (e.g. openssl rand -hex 32)',
    },
    TWO_FACTOR_KEY: {
      type: 'string',
      pattern: '^\\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)\\s*$',
      description: '32 random bytes in base64 or hex (e.g. openssl rand -base64 32)',
    },
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      description: 'false, a number of proxies, or a comma-separated list of proxy addresses and networks',
    },
    RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
    FORM_MIN_FILL_MS: wholeNumber(0, 60_000, MIN_HUMAN_MS),
    OUTBOX_INTERVAL_MS: wholeNumber(100, 3_600_000, 5000),
    OUTBOX_LEASE_MS: wholeNumber(1000, 60_000, 60_000),
    MAX_ATTEMPTS: wholeNumber(1, 1000, 20),
    RETENTION_DAYS: wholeNumber(1, 36_500, 730),
    CONFIRMATION_MAIL_HOURS: wholeNumber(1, 8760, 24),
    REQUEST_TIMEOUT_MS: wholeNumber(1000, 10_000, 10_000),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 120_000, 5000),
    MAX_CONNECTIONS: wholeNumber(1, 100_000, 1000),
    STATIC_CACHE_MIB: wholeNumber(1, 65_536, 64),
    COUNT_VISITS: {
      type: 'string',
      enum: ['on', 'off'],
      default: 'on',
      description: 'on or off (whether the pages seen are counted per day, without cookies)',
    },
    VISIT_RETENTION_DAYS: wholeNumber(1, 36_500, 397),
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'fatal, error, warn, info, debug, trace or silent',
    },
    NODE_ENV: {
      type: 'string',
      enum: ['production', 'development', 'test'],
      description: 'production, development or test',
    },
    // eslint-disable-next-line no-restricted-syntax -- the folder publishes write: the server never reads the config to answer visitors
    CONFIG_DIR: { type: 'string', default: 'site-config', description: 'a directory' },
    BUILDS_DIR: { type: 'string', description: 'a directory (DATA_DIR/builds when unset)' },
    PUBLISH_TIME_LIMIT_SECONDS: wholeNumber(1, 3600, 300),
    DRAFT_UPLOAD_QUOTA_MIB: wholeNumber(1, 10240, 100),
    SCHEDULE_POLL_MS: wholeNumber(100, 60_000, 10_000),
    CLOCK_OFFSET_FILE: { type: 'string', description: 'a file (tests only)' },
    ...METRICS_SETTINGS_SCHEMA,
  },
} as const;

type SettingSchemas = typeof SETTINGS_SCHEMA.properties;
type SettingName = keyof SettingSchemas;
/** A setting's value as its schema checked it: always there when the schema gives a default. */
type Setting<K extends SettingName> =
  FromSchema<SettingSchemas[K]> | (SettingSchemas[K] extends { default: unknown } ? never : undefined);
type Settings = { [K in SettingName]: Setting<K> };

const SETTING_NAMES = Object.keys(SETTINGS_SCHEMA.properties) as SettingName[];

/** What the environment says of our settings; an empty value is no value. */
function givenSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const given: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') given[name] = value.trim();
  }
  return given;
}

function refusal(name: string, value: string | undefined, allowed: string): ConfigError {
  const shown =
    value === undefined
      ? 'unset'
      : SECRET_SETTINGS.has(name)
        ? 'the value given (hidden: it is a secret)'
        : `"${value}"`;
  return new ConfigError(`${name} is ${shown}, which is not allowed: ${allowed}`);
}

function checkedSettings(env: NodeJS.ProcessEnv): Settings {
  const given = givenSettings(env);
  try {
    // A fresh copy each time: env-schema writes into the schema it is given.
    return envSchema({
      schema: structuredClone(SETTINGS_SCHEMA) as object,
      data: given,
      env: false,
      dotenv: false,
    }) as Settings;
  } catch (error) {
    const first = (error as { errors?: { instancePath: string }[] }).errors?.[0];
    const name = first?.instancePath.replace(/^\//, '') as SettingName | undefined;
    if (!name || !SETTING_NAMES.includes(name)) throw error;
    throw refusal(name, given[name], SETTINGS_SCHEMA.properties[name].description);
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, an address/prefix network, or one of proxy-addr's names (loopback…). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY names the proxies in front of the server: how many there are, or their addresses.
 * The client address is then the first hop of X-Forwarded-For, from the right, that is not one of
 * them, so a client that writes its own header changes nothing. "true" (believe every hop) is
 * refused: it lets any client choose its address, and with it its rate limit.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*') {
    throw new ConfigError(
      `TRUST_PROXY=${value} would believe every X-Forwarded-For hop, so any client could pick its own address and escape the rate limit. ` +
        'Write the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one nginx) or their addresses and networks (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,::1).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw refusal('TRUST_PROXY', raw, 'at most 10 proxies');
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined)
    throw refusal(
      'TRUST_PROXY',
      raw,
      `${SETTINGS_SCHEMA.properties.TRUST_PROXY.description} ("${wrong}" is none of these)`,
    );
  return entries;
}

export function readServerConfig(env: NodeJS.ProcessEnv, projectRoot: string) {
  const s = checkedSettings(env);
  const provisioningUrl = s.PROVISIONING_URL;
  const provisioningSecret = s.PROVISIONING_SECRET;
  if (provisioningUrl && !provisioningSecret)
    throw new ConfigError('PROVISIONING_SECRET is needed with PROVISIONING_URL, to sign the webhook');
  const databaseUrl = s.DATABASE_URL;
  if (databaseUrl && !s.IP_HASH_SALT) {
    throw new ConfigError(
      'IP_HASH_SALT is required with DATABASE_URL: every instance must salt its pseudonyms (of client addresses, recipients, rate-limit keys) with the same secret (e.g. IP_HASH_SALT=$(openssl rand -hex 32))',
    );
  }
  const metrics = metricsSettings({ port: s.METRICS_PORT, host: s.METRICS_HOST, token: s.METRICS_TOKEN }, s.PORT);
  if ('problem' in metrics) throw new ConfigError(metrics.problem);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: resolve(projectRoot, s.DATA_DIR),
    distDir: resolve(projectRoot, s.DIST_DIR),
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    /** Which proxies' X-Forwarded-For hops are believed; false: none (clients connect directly). */
    trustProxy: parseTrustProxy(s.TRUST_PROXY),
    /**
     * IP_HASH_SALT (its name older than its last two uses): the salt of the pseudonyms the store keeps
     * instead of client addresses, recipients and rate-limit keys (store/normalize.ts); without it the
     * store makes and keeps one in DATA_DIR (SQLite only).
     */
    pseudonymSalt: s.IP_HASH_SALT,
    /** TWO_FACTOR_KEY: the key the second factor's TOTP secrets are sealed with in the database. */
    twoFactorKey: s.TWO_FACTOR_KEY,
    provisioning: provisioningUrl ? { url: provisioningUrl, secret: provisioningSecret! } : undefined,
    /** Form posts allowed per client address and minute. */
    rateLimitPerMinute: s.RATE_LIMIT_PER_MINUTE,
    outboxIntervalMs: s.OUTBOX_INTERVAL_MS,
    /** postgres://… selects PostgreSQL; undefined: SQLite in dataDir. */
    databaseUrl,
    /** Failed attempts after which an outbox row is dead. */
    maxAttempts: s.MAX_ATTEMPTS,
    /** How long an outbox claim keeps other instances off a row (at most 60 s). */
    outboxLeaseMs: s.OUTBOX_LEASE_MS,
    /** Submissions older than this many days are deleted. */
    retentionDays: s.RETENTION_DAYS,
    /** Form posts sent sooner than this after the form appeared are kept aside as suspected bots. */
    formMinFillMs: s.FORM_MIN_FILL_MS,
    /** At most one confirmation mail per recipient address within this many hours. */
    confirmationMailHours: s.CONFIRMATION_MAIL_HOURS,
    /** Longest time a client may take to send a whole request, headers and body. */
    requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
    /** How long an idle keep-alive connection stays open. */
    keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT_MS,
    /** Open connections at most; more are refused at once. */
    maxConnections: s.MAX_CONNECTIONS,
    /** The site's files kept in memory at most, those served most recently (the rest is read from the build on disk). */
    staticCacheBytes: s.STATIC_CACHE_MIB * 1024 * 1024,
    /** Whether the views of the site's pages are counted (src/server/visits/); off, nothing of a visit is kept. */
    countVisits: s.COUNT_VISITS === 'on',
    /** Days of visit counts kept, today's included; older ones are deleted once a day by one instance. */
    visitRetentionDays: s.VISIT_RETENTION_DAYS,
    logLevel: s.LOG_LEVEL,
    /** The project (scripts/build.ts builds each publish). */
    projectRoot,
    /** The config folder a publish from /admin writes (and commits, in a git work tree). */
    configDir: resolve(projectRoot, s.CONFIG_DIR),
    /** Where each publish builds, in a folder of its own; the last few are kept. */
    buildsDir: resolve(projectRoot, s.BUILDS_DIR ?? join(s.DATA_DIR, 'builds')),
    /** A publish running longer is stopped and marked failed. */
    publishTimeLimitMs: s.PUBLISH_TIME_LIMIT_SECONDS * 1000,
    /** What one account's draft pictures may take in the database before they are published. */
    draftUploadQuotaBytes: s.DRAFT_UPLOAD_QUOTA_MIB * 1024 * 1024,
    /** The longest wait between two looks for scheduled publishes that are due (each instance looks). */
    schedulePollMs: s.SCHEDULE_POLL_MS,
    /** Tests only: a file holding milliseconds the clock of schedules and content dates is moved by. */
    clockOffsetFile: s.CLOCK_OFFSET_FILE === undefined ? undefined : resolve(projectRoot, s.CLOCK_OFFSET_FILE),
    /** The built script and style sheet of the /admin sign-in and password pages. */
    adminBundleDir: resolve(projectRoot, 'dist-admin'),
    /** The built visual editor, served at /admin/ to a signed-in user. */
    editorBundleDir: resolve(projectRoot, 'dist-editor'),
    /** Where Prometheus reads /metrics (METRICS_PORT, METRICS_HOST, METRICS_TOKEN); undefined: no metrics. */
    metrics: metrics.settings,
  };
}
