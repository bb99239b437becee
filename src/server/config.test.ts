import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig, SETTINGS_SCHEMA } from './config.ts';

const read = (env: Record<string, string>) => readServerConfig(env, '/srv/cortracker');

describe('store settings', () => {
  it('default to SQLite, 20 attempts, a one-minute lease, two years of retention and 13 months of visit counts', () => {
    expect(read({})).toMatchObject({
      databaseUrl: undefined,
      maxAttempts: 20,
      outboxLeaseMs: 60_000,
      retentionDays: 730,
      visitRetentionDays: 397,
      dataDir: '/srv/cortracker/data',
    });
  });

  it('take PostgreSQL only with a shared IP_HASH_SALT, and say so', () => {
    expect(() => read({ DATABASE_URL: 'postgres://db.internal/cortracker' })).toThrow(ConfigError);
    expect(() => read({ DATABASE_URL: 'postgres://db.internal/cortracker' })).toThrow(
      /IP_HASH_SALT is required with DATABASE_URL/,
    );
    expect(read({ DATABASE_URL: 'postgresql://db.internal/cortracker', IP_HASH_SALT: 's3cret-salt' }).databaseUrl).toBe(
      'postgresql://db.internal/cortracker',
    );
    expect(() => read({ DATABASE_URL: 'mysql://db.internal/x', IP_HASH_SALT: 's3cret-salt' })).toThrow(
      /DATABASE_URL .*must be a postgres:\/\/|a postgres:\/\//,
    );
  });

  it('take IP_HASH_SALT, by the name operators set, as the salt of every pseudonym', () => {
    expect(read({ IP_HASH_SALT: 's3cret-salt' }).pseudonymSalt).toBe('s3cret-salt');
    expect(read({}).pseudonymSalt).toBeUndefined();
  });

  it('refuse numbers out of range, naming the setting, the value and what is allowed', () => {
    expect(() => read({ MAX_ATTEMPTS: '0' })).toThrow(
      'MAX_ATTEMPTS is "0", which is not allowed: a whole number from 1 to 1000',
    );
    expect(() => read({ OUTBOX_LEASE_MS: '600000' })).toThrow(
      'OUTBOX_LEASE_MS is "600000", which is not allowed: a whole number from 1000 to 60000',
    );
    expect(() => read({ RETENTION_DAYS: '30.5' })).toThrow(/RETENTION_DAYS is "30.5"/);
    expect(read({ RETENTION_DAYS: '90', MAX_ATTEMPTS: '5' })).toMatchObject({ retentionDays: 90, maxAttempts: 5 });
    expect(() => read({ VISIT_RETENTION_DAYS: '0' })).toThrow(/VISIT_RETENTION_DAYS is "0"/);
    expect(read({ VISIT_RETENTION_DAYS: '31' })).toMatchObject({ visitRetentionDays: 31 });
  });
});

describe('every setting', () => {
  it('is refused when it is not of its kind: a word for a number, a port out of range, an unknown log level', () => {
    expect(() => read({ OUTBOX_INTERVAL_MS: 'abc' })).toThrow(
      'OUTBOX_INTERVAL_MS is "abc", which is not allowed: a whole number from 100 to 3600000',
    );
    expect(() => read({ PORT: '70000' })).toThrow(
      'PORT is "70000", which is not allowed: a whole number from 0 to 65535',
    );
    expect(() => read({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL is "verbose", which is not allowed: fatal, error, warn, info, debug, trace or silent',
    );
    expect(() => read({ REQUEST_TIMEOUT_MS: '60000' })).toThrow(/REQUEST_TIMEOUT_MS .* from 1000 to 10000/);
    expect(() => read({ PROVISIONING_URL: 'ftp://x' })).toThrow(/PROVISIONING_URL is "ftp:\/\/x".*an http\(s\) URL/);
  });

  it('never prints a secret it refuses', () => {
    expect(() => read({ SMTP_URL: 'http://user:hunter2@mail' })).toThrow(
      /SMTP_URL is the value given \(hidden: it is a secret\)/,
    );
    expect(() => read({ SMTP_URL: 'http://user:hunter2@mail' })).not.toThrow(/hunter2/);
  });

  it('counts an empty value as unset, as .env.example leaves them', () => {
    expect(read({ SMTP_URL: '', PORT: '', TRUST_PROXY: '' })).toMatchObject({
      smtpUrl: undefined,
      port: 3000,
      trustProxy: false,
    });
  });

  it('is documented in .env.example, and .env.example documents nothing else', () => {
    const example = readFileSync(resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    expect(documented.sort()).toEqual(Object.keys(SETTINGS_SCHEMA.properties).sort());
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxies or a list of their addresses and networks', () => {
    expect(read({}).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(read({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses "true" and says what to write instead', () => {
    expect(() => read({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => read({ TRUST_PROXY: 'true' })).toThrow(
      /Write the number of proxies .*TRUST_PROXY=1.*or their addresses/,
    );
  });

  it('refuses what is neither, naming the wrong entry', () => {
    expect(() => read({ TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow(
      /TRUST_PROXY is "127.0.0.1,proxy.internal".*"proxy.internal" is none of these/,
    );
    expect(() => read({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33"/);
  });
});

describe('form settings', () => {
  it('keep the human-time threshold of the forms at 1.5 s unless FORM_MIN_FILL_MS says otherwise', () => {
    expect(read({}).formMinFillMs).toBe(1500);
    expect(read({ FORM_MIN_FILL_MS: '0' }).formMinFillMs).toBe(0);
    expect(() => read({ FORM_MIN_FILL_MS: '-1' })).toThrow(
      'FORM_MIN_FILL_MS is "-1", which is not allowed: a whole number from 0 to 60000',
    );
    expect(() => read({ FORM_MIN_FILL_MS: '1.5s' })).toThrow(/FORM_MIN_FILL_MS/);
  });

  it('send at most one confirmation per recipient a day unless CONFIRMATION_MAIL_HOURS says otherwise', () => {
    expect(read({}).confirmationMailHours).toBe(24);
    expect(read({ CONFIRMATION_MAIL_HOURS: '168' }).confirmationMailHours).toBe(168);
  });
});

describe('metrics settings', () => {
  it('are off unless METRICS_PORT is set, and then on loopback', () => {
    expect(read({}).metrics).toBeUndefined();
    expect(read({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
  });

  it('refuse the public port, saying what to do', () => {
    expect(() => read({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => read({ METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT is 3000, the same as PORT: the metrics are never served on the public port. Give them a port of their own, e.g. METRICS_PORT=9464.',
    );
  });

  it('refuse an address other machines reach unless a token guards it', () => {
    expect(() => read({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_HOST is "0.0.0.0", which other machines can reach, and METRICS_TOKEN is not set.*openssl rand -hex 32/,
    );
    const token = 'a'.repeat(32);
    expect(read({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token,
    });
    expect(read({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).metrics?.host).toBe('::1');
  });

  it('refuse a token or host without a port, and never print the token', () => {
    expect(() => read({ METRICS_TOKEN: 'a-secret-of-enough-length' })).toThrow(
      /METRICS_TOKEN is set but METRICS_PORT is not/,
    );
    expect(() => read({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN is the value given (hidden: it is a secret), which is not allowed: a secret of at least 16 characters',
    );
  });
});
