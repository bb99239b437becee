// How loud each line of the outbox is in the server's log: a mail that failed and will be retried
// is a warning, one that failed for the last time (dead, waiting for an operator) an error, and so
// is the outbox failing to reach its own store; a mail sent is news only at info.
export type OutboxLogLevel = 'info' | 'warn' | 'error';

const LEVELS: Readonly<Record<string, OutboxLogLevel>> = {
  'outbox.failed': 'warn',
  'outbox.dead': 'error',
  'outbox.store_error': 'error',
  'outbox.error': 'error',
};

/** The level of an outbox log entry, by its event. */
export function outboxLogLevel(entry: object): OutboxLogLevel {
  const event = (entry as { event?: unknown }).event;
  return (typeof event === 'string' && LEVELS[event]) || 'info';
}
