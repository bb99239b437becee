import { describe, expect, it } from 'vitest';
import * as storeErrors from '../errors.ts';
import { DuplicateSubmissionError } from '../errors.ts';
import { describeError, reviveError } from './thread-errors.ts';

/** What the calling thread gets for `error` thrown on the store's thread: through a message, as data. */
const acrossTheThread = (error: unknown) => reviveError(structuredClone(describeError(error)));

describe('an error thrown on the store thread', () => {
  it('comes back as its own class, with its message, fields and stack, for every class of errors.ts', () => {
    const classes = Object.entries(storeErrors);
    expect(classes.length).toBeGreaterThanOrEqual(4);
    for (const [name, errorClass] of classes) {
      // An instance of the class as it could be, whatever its constructor asks for.
      const error = Reflect.construct(Error, [`${name} went wrong`], errorClass) as Error;
      Object.assign(error, { name, retryAfterMs: 1500, detail: { path: 'faq.json' } });
      const revived = acrossTheThread(error);
      expect(revived, name).toBeInstanceOf(errorClass);
      expect(revived).toMatchObject({
        name,
        message: `${name} went wrong`,
        retryAfterMs: 1500,
        detail: { path: 'faq.json' },
      });
      // Where it was thrown, for the log.
      expect(revived.stack).toBe(error.stack);
    }
  });

  it('keeps what a store error was made with', () => {
    const revived = acrossTheThread(new DuplicateSubmissionError('mobile'));
    expect(revived).toBeInstanceOf(DuplicateSubmissionError);
    expect((revived as DuplicateSubmissionError).field).toBe('mobile');
    expect(revived.message).toBe('A registration for this product with the same mobile already exists');
  });

  it("comes back as JavaScript's own class, or as an Error with its name and fields", () => {
    expect(acrossTheThread(new RangeError('limit must be a positive integer'))).toBeInstanceOf(RangeError);
    const sqlite = Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 });
    expect(acrossTheThread(sqlite)).toMatchObject({
      message: 'database is locked',
      code: 'ERR_SQLITE_ERROR',
      errcode: 5,
    });
    class DriverError extends Error {}
    const other = acrossTheThread(Object.assign(new DriverError('lost'), { unsent: () => undefined }));
    expect(other).toBeInstanceOf(Error);
    expect(other).toMatchObject({ name: 'DriverError', message: 'lost' });
    expect(Object.keys(other)).not.toContain('unsent');
  });
});
