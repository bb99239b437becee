// A per-client limit on form posts: a fixed window per IP address, kept in memory. It is a brake on
// floods from one address; the honeypot and timing checks deal with slower bots.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export function rateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  return async function limit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      lastSweep = time;
    }
    const key = request.ip;
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
      await reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ error: 'Too Many Requests', message: `Too many submissions from your network. Please try again in ${retryAfter} seconds.` });
    }
  };
}
