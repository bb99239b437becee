import { createHmac } from 'node:crypto';

export interface WebhookTarget {
  url: string;
  /** Shared secret for the X-Cortracker-Signature HMAC. */
  secret: string;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the format of the X-Cortracker-Signature header. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * POSTs `payload` as JSON, signed. Resolves on any 2xx, throws otherwise.
 * The receiver gets X-Cortracker-Delivery (the delivery key, `<submission id>.<row id>`) so it can drop the duplicates that
 * at-least-once delivery implies (e.g. a crash between the POST and marking the row sent).
 */
export async function postWebhook(target: WebhookTarget, payload: unknown, deliveryId: string): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cortracker-signature': signBody(body, target.secret),
      'x-cortracker-delivery': deliveryId,
    },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    // A redirect would re-send signed personal data to a URL nobody configured.
    redirect: 'error',
  });
  // The answer's content is not needed; cancelling releases the socket without reading it.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
