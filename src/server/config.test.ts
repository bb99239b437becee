import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config.ts';

const read = (env: Record<string, string>) => readServerConfig(env, '/srv/cortracker');

describe('store settings', () => {
  it('default to SQLite, 20 attempts, a one-minute lease and two years of retention', () => {
    expect(read({})).toMatchObject({ databaseUrl: undefined, maxAttempts: 20, outboxLeaseMs: 60_000, retentionDays: 730, dataDir: '/srv/cortracker/data' });
  });

  it('take PostgreSQL only with a shared IP_HASH_SALT, and say so', () => {
    expect(() => read({ DATABASE_URL: 'postgres://db.internal/cortracker' })).toThrow(ConfigError);
    expect(() => read({ DATABASE_URL: 'postgres://db.internal/cortracker' })).toThrow(/IP_HASH_SALT is required with DATABASE_URL/);
    expect(read({ DATABASE_URL: 'postgresql://db.internal/cortracker', IP_HASH_SALT: 's3cret' }).databaseUrl).toBe('postgresql://db.internal/cortracker');
    expect(() => read({ DATABASE_URL: 'mysql://db.internal/x', IP_HASH_SALT: 's' })).toThrow(/must be a postgres:\/\/ /);
  });

  it('refuse numbers out of range, naming the setting and the value', () => {
    expect(() => read({ MAX_ATTEMPTS: '0' })).toThrow('MAX_ATTEMPTS must be a whole number from 1 to 1000, not "0"');
    expect(() => read({ OUTBOX_LEASE_MS: '600000' })).toThrow(/OUTBOX_LEASE_MS must be a whole number from 1000 to 60000/);
    expect(() => read({ RETENTION_DAYS: '30.5' })).toThrow(/RETENTION_DAYS/);
    expect(read({ RETENTION_DAYS: '90', MAX_ATTEMPTS: '5' })).toMatchObject({ retentionDays: 90, maxAttempts: 5 });
  });
});

describe('form settings', () => {
  it('keep the human-time threshold of the forms at 1.5 s unless FORM_MIN_FILL_MS says otherwise', () => {
    expect(read({}).formMinFillMs).toBe(1500);
    expect(read({ FORM_MIN_FILL_MS: '0' }).formMinFillMs).toBe(0);
    expect(() => read({ FORM_MIN_FILL_MS: '-1' })).toThrow('FORM_MIN_FILL_MS must be a whole number from 0 to 60000, not "-1"');
    expect(() => read({ FORM_MIN_FILL_MS: '1.5s' })).toThrow(/FORM_MIN_FILL_MS/);
  });
});
