/** Thrown by Store.insertSubmission when a registration for the same product and e-mail or mobile exists. */
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
  readonly databaseVersion: number;
  readonly codeVersion: number;

  constructor(databaseVersion: number, codeVersion: number) {
    super(
      `Database schema version ${databaseVersion} is newer than this code knows (${codeVersion}); ` +
        'refusing to start so an older release cannot corrupt data written by a newer one',
    );
    this.name = 'SchemaTooNewError';
    this.databaseVersion = databaseVersion;
    this.codeVersion = codeVersion;
  }
}
