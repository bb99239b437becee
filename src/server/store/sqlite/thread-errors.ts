// Errors across the store's thread boundary (store-thread.ts): the thread sends an error's name,
// message and known fields; the calling thread makes it again as the class callers test for.
import { DuplicateSubmissionError, PublishBusyError, SchemaTooNewError, UserExistsError } from '../errors.ts';

/** An error as it crosses the thread boundary. */
export interface ThreadError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const key of [
    'field',
    'unknownMigration',
    'latestKnown',
    'runningId',
    'userName',
    'startedAt',
    'code',
    'errcode',
    'errstr',
  ]) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) props[key] = value;
  }
  return { name: error.name, message: error.message, props };
}

/** Turns an error sent by the thread back into the class callers test for. */
export function reviveError({ name, message, props }: ThreadError): Error {
  switch (name) {
    case 'DuplicateSubmissionError':
      return new DuplicateSubmissionError(props.field as 'email' | 'mobile');
    case 'SchemaTooNewError':
      return new SchemaTooNewError(String(props.unknownMigration), String(props.latestKnown));
    case 'PublishBusyError':
      return new PublishBusyError(Number(props.runningId), String(props.userName), String(props.startedAt));
    case 'UserExistsError':
      return Object.assign(new UserExistsError(''), { message });
    case 'TypeError':
      return new TypeError(message);
    case 'RangeError':
      return new RangeError(message);
    default:
      return Object.assign(new Error(message), props);
  }
}
