/** Thrown by SubmissionStore.insertSubmission when a registration for the same product and e-mail or mobile exists. */
export class DuplicateSubmissionError extends Error {
  /** Which identity collided; the HTTP layer can turn it into a precise message. */
  readonly field: 'email' | 'mobile';

  constructor(field: 'email' | 'mobile', options?: { cause?: unknown }) {
    super(`A registration for this product with the same ${field} already exists`, options);
    this.name = 'DuplicateSubmissionError';
    this.field = field;
  }
}

/** Thrown by openStore when the database was migrated by a newer release than this code. */
export class SchemaTooNewError extends Error {
  /** The first applied migration this code does not know. */
  readonly unknownMigration: string;
  /** The newest migration this code knows. */
  readonly latestKnown: string;

  constructor(unknownMigration: string, latestKnown: string) {
    super(
      `The database has migration "${unknownMigration}", newer than this code knows (up to "${latestKnown}"); ` +
        'refusing to start so an older release cannot corrupt data written by a newer one',
    );
    this.name = 'SchemaTooNewError';
    this.unknownMigration = unknownMigration;
    this.latestKnown = latestKnown;
  }
}

/** Thrown by Store.createUser when an account of that name exists. */
export class UserExistsError extends Error {
  constructor(name: string) {
    super(`an account named "${name}" exists already`);
    this.name = 'UserExistsError';
  }
}

/** Thrown by store.publishes.begin while another publish is building. */
export class PublishBusyError extends Error {
  readonly runningId: number;
  readonly userName: string;
  readonly startedAt: string;

  constructor(runningId: number, userName: string, startedAt: string) {
    super(`publish ${runningId} by ${userName}, started at ${startedAt}, is still building`);
    this.name = 'PublishBusyError';
    this.runningId = runningId;
    this.userName = userName;
    this.startedAt = startedAt;
  }
}

/** Thrown by store.schedules.add when the account has as many schedules waiting as it may. */
export class TooManySchedulesError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`at most ${limit} schedules of one account may wait at once`);
    this.name = 'TooManySchedulesError';
    this.limit = limit;
  }
}

/** Thrown by store.previewLinks.add when the account has as many live preview links as it may. */
export class TooManyPreviewLinksError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`at most ${limit} preview links of one account may be live at once`);
    this.name = 'TooManyPreviewLinksError';
    this.limit = limit;
  }
}

/** Thrown by a report's reads (report-reader.ts) once its time limit has passed. */
export class ReportTooLongError extends Error {
  readonly limitMs: number;

  constructor(limitMs: number) {
    super(`the report was stopped after its time limit of ${limitMs} ms`);
    this.name = 'ReportTooLongError';
    this.limitMs = limitMs;
  }
}
