/** Delivery of outbox rows (mail, signed webhooks) with retries. */
export { startOutboxWorker } from './worker.ts';
export { eventLoopBusy } from './event-loop-busy.ts';
export { outboxLogLevel } from './log-level.ts';
export type { OutboxWorker, OutboxWorkerOptions } from './worker.ts';
export { postWebhook, signBody, WEBHOOK_TIMEOUT_MS } from './webhook.ts';
export type { WebhookTarget } from './webhook.ts';
export { retryDelayMs, BASE_DELAY_MS, MAX_DELAY_MS } from './backoff.ts';
export { redact, describeError } from './redact.ts';
