/**
 * The store: the form backend's durable state, one contract for both engines, SQLite (node:sqlite,
 * the default) and PostgreSQL (DATABASE_URL). It is made of one part per aggregate, each with its
 * own interface and module: submissions and leads (submissions/), the outbox (outbox/), the rate
 * limits' counters (rate-limits/), the accounts of /admin with their sessions and second factors
 * (accounts/), the pictures uploaded into drafts (draft-uploads/); and, until it is split the same way, what publishing from the browser keeps
 * (AdminStore: settings, the audit log, drafts, publishes). Every method is asynchronous;
 * writes resolve only once they are durably committed.
 */
import type { Kysely } from 'kysely';
import { createAccountStore } from './accounts/account-store.ts';
import type { AccountStore } from './accounts/types.ts';
import { createAdminStore } from './admin-store.ts';
import type { AdminStore } from './admin-types.ts';
import { createDraftUploadStore } from './draft-uploads/draft-upload-store.ts';
import type { DraftUploadStore } from './draft-uploads/types.ts';
import type { StoreEngine } from './engine.ts';
import { createOutboxStore } from './outbox/outbox-store.ts';
import type { OutboxStore } from './outbox/types.ts';
import type { RateLimitParts } from './rate-limits/rate-limit-counter.ts';
import type { RateLimitCounter } from './rate-limits/types.ts';
import type { Database, Engine } from './schema.ts';
import { createSubmissionStore } from './submissions/submission-store.ts';
import type { SubmissionStore } from './submissions/types.ts';

export interface Store extends AdminStore {
  readonly engine: Engine;
  readonly submissions: SubmissionStore;
  readonly outbox: OutboxStore;
  readonly rateLimits: RateLimitCounter;
  readonly accounts: AccountStore;
  /** The pictures uploaded into each account's draft under /admin. */
  readonly draftUploads: DraftUploadStore;
  /** A small durable write, proving the database takes writes; throws when it does not. */
  probeWrite(now: Date): Promise<void>;
  /** Waits for writes in progress, then closes the connection(s). */
  close(): Promise<void>;
}

export interface StoreParts {
  db: Kysely<Database>;
  engine: StoreEngine;
  /** The salt of pseudonyms (normalize.ts), asked for only when one is made. */
  salt: () => string;
  /** The rate limits' counters, in a database of their own making (see rate-limit-counter.ts). */
  rateLimits: RateLimitParts;
}

/** The store of the aggregates on `db`. */
export function createStore({ db, engine, salt, rateLimits }: StoreParts): Store {
  const submissions = createSubmissionStore({ db, engine, salt });
  const outbox = createOutboxStore(db, engine);
  return {
    engine: engine.name,
    ...createAdminStore(db, engine.name),
    submissions: submissions.submissions,
    outbox: outbox.outbox,
    rateLimits: rateLimits.rateLimits,
    accounts: createAccountStore(db),
    draftUploads: createDraftUploadStore(db, engine.name),

    async probeWrite(now) {
      await db
        .insertInto('readiness_probe')
        .values({ id: 1, written_at: now.toISOString() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ written_at: now.toISOString() }))
        .execute();
    },

    async close() {
      await rateLimits.close();
      await submissions.drain();
      await outbox.drain();
      await db.destroy();
    },
  };
}
