// Errors across the store's thread boundary (store-thread.ts). A message carries data, not classes:
// the thread sends an error's class name, message, stack and own fields, and the calling thread
// makes an error of the same class again, so callers' `instanceof` checks hold. Every class of
// errors.ts is known by name, and so are JavaScript's own (TypeError, RangeError...); any other
// comes back as an Error with its name and fields.
import * as storeErrors from '../errors.ts';

/** An error as it crosses the thread boundary. */
export interface ThreadError {
  /** Its class's name. */
  name: string;
  message: string;
  stack: string | undefined;
  /** Its own fields (name, code, field...) that can be copied into a message. */
  props: Record<string, unknown>;
}

type ErrorClass = abstract new (...args: never[]) => Error;

const isErrorClass = (value: unknown): value is ErrorClass =>
  typeof value === 'function' && (value === Error || value.prototype instanceof Error);

/** The store's own error classes, by name: every class errors.ts exports. */
const STORE_ERRORS = new Map<string, ErrorClass>(
  Object.values(storeErrors)
    .filter(isErrorClass)
    .map((errorClass) => [errorClass.name, errorClass]),
);

function classNamed(name: string): ErrorClass {
  const builtIn = (globalThis as Record<string, unknown>)[name];
  return STORE_ERRORS.get(name) ?? (isErrorClass(builtIn) ? builtIn : Error);
}

function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: undefined, props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (cloneable(value)) props[key] = value;
  return { name: error.constructor.name, message: error.message, stack: error.stack, props };
}

/** An error of the class `described` names, with its message, stack and fields. */
export function reviveError(described: ThreadError): Error {
  const errorClass = classNamed(described.name);
  const error = Object.create(errorClass.prototype) as Error;
  if (errorClass.name !== described.name)
    Object.defineProperty(error, 'name', { value: described.name, writable: true, configurable: true });
  // As a constructor makes them: message and stack own, not enumerable.
  Object.defineProperty(error, 'message', { value: described.message, writable: true, configurable: true });
  Object.defineProperty(error, 'stack', { value: described.stack, writable: true, configurable: true });
  return Object.assign(error, described.props);
}
