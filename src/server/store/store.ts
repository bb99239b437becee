/**
 * The store: the form backend's durable state, one contract for both engines, SQLite (node:sqlite,
 * the default) and PostgreSQL (DATABASE_URL). It is made of one part per aggregate, each with its
 * own interface and module: submissions and leads (submissions/), the outbox (outbox/), the rate
 * limits' counters (rate-limits/), the accounts of /admin with their sessions and second factors
 * (accounts/), each account's draft (drafts/) and the pictures uploaded into it (draft-uploads/),
 * the published versions (publishes/), the publishes waiting for their time (schedules/), the links
 * sharing a draft's preview (preview-links/), the reviews of drafts (reviews/), the visit counts (visits/), the
 * audit log (audit/) and the settings every instance shares (settings/). Every method is asynchronous; writes resolve only once they are durably
 * committed.
 */
import type { Kysely } from 'kysely';
import { createAccountStore } from './accounts/account-store.ts';
import type { SecretBox } from './accounts/secret-box.ts';
import type { AccountStore } from './accounts/types.ts';
import { createAuditLog } from './audit/audit-store.ts';
import type { AuditLog } from './audit/types.ts';
import { createDraftUploadStore } from './draft-uploads/draft-upload-store.ts';
import type { DraftUploadStore } from './draft-uploads/types.ts';
import { createDraftStore } from './drafts/draft-store.ts';
import type { DraftStore } from './drafts/types.ts';
import type { StoreEngine } from './engine.ts';
import { createOutboxStore } from './outbox/outbox-store.ts';
import type { OutboxStore } from './outbox/types.ts';
import { createPreviewLinkStore } from './preview-links/preview-link-store.ts';
import type { PreviewLinkStore } from './preview-links/types.ts';
import { createPublishStore } from './publishes/publish-store.ts';
import type { PublishStore } from './publishes/types.ts';
import type { RateLimitParts } from './rate-limits/rate-limit-counter.ts';
import type { RateLimitCounter } from './rate-limits/types.ts';
import { createReviewStore } from './reviews/review-store.ts';
import type { ReviewStore } from './reviews/types.ts';
import { createScheduleStore } from './schedules/schedule-store.ts';
import type { ScheduleStore } from './schedules/types.ts';
import type { Database, Engine } from './schema.ts';
import { createSettingsStore } from './settings/settings-store.ts';
import type { SettingsStore } from './settings/types.ts';
import { createSubmissionStore } from './submissions/submission-store.ts';
import type { SubmissionStore } from './submissions/types.ts';
import { createVisitStore } from './visits/visit-store.ts';
import type { VisitStore } from './visits/types.ts';

export interface Store {
  readonly engine: Engine;
  readonly submissions: SubmissionStore;
  readonly outbox: OutboxStore;
  readonly rateLimits: RateLimitCounter;
  readonly accounts: AccountStore;
  /** The pictures uploaded into each account's draft under /admin. */
  readonly draftUploads: DraftUploadStore;
  /** Each account's draft of config files under /admin. */
  readonly drafts: DraftStore;
  /** The versions published from the browser, one building at a time. */
  readonly publishes: PublishStore;
  readonly audit: AuditLog;
  /** The publishes waiting for their time, each run by one instance. */
  readonly schedules: ScheduleStore;
  /** The links that show a draft to someone without an account. */
  readonly previewLinks: PreviewLinkStore;
  /** The reviews of drafts asked of publishers, with their comments. */
  readonly reviews: ReviewStore;
  /** The settings and secrets every instance shares. */
  readonly settings: SettingsStore;
  /** Visits counted per day, page, referrer, campaign and device; unique visitors per day. */
  readonly visits: VisitStore;
  /** A small durable write, proving the database takes writes; throws when it does not. */
  probeWrite(now: Date): Promise<void>;
  /** The names of the migrations that opening this store ran, oldest first; none when the schema was up to date. */
  migrationsRun(): Promise<readonly string[]>;
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
  /** How the TOTP secrets are kept (accounts/secret-box.ts). */
  secrets?: SecretBox;
  /** The migrations the opening ran (migrateToLatest's answer). */
  migrated: readonly string[];
}

/** The store of the aggregates on `db`. */
export function createStore({ db, engine, salt, rateLimits, secrets, migrated }: StoreParts): Store {
  const submissions = createSubmissionStore({ db, engine, salt });
  const outbox = createOutboxStore(db, engine);
  return {
    engine: engine.name,
    submissions: submissions.submissions,
    outbox: outbox.outbox,
    rateLimits: rateLimits.rateLimits,
    accounts: createAccountStore(db, secrets),
    draftUploads: createDraftUploadStore(db, engine.name),
    drafts: createDraftStore(db),
    publishes: createPublishStore(db, engine.name),
    audit: createAuditLog(db),
    schedules: createScheduleStore(db, engine.name),
    previewLinks: createPreviewLinkStore(db, engine.name),
    reviews: createReviewStore(db),
    settings: createSettingsStore(db),
    visits: createVisitStore(db),

    async probeWrite(now) {
      await db
        .insertInto('readiness_probe')
        .values({ id: 1, written_at: now.toISOString() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ written_at: now.toISOString() }))
        .execute();
    },

    migrationsRun: async () => migrated,

    async close() {
      await rateLimits.close();
      await submissions.drain();
      await outbox.drain();
      await db.destroy();
    },
  };
}
