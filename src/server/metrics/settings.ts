// The metrics' settings (METRICS_PORT, METRICS_HOST, METRICS_TOKEN), part of the server's one
// settings schema (config.ts). The metrics are never served on the public port: on a port of their
// own, bound to loopback unless a bearer token guards them.
import { isIP } from 'node:net';

export interface MetricsSettings {
  port: number;
  host: string;
  /** Required as "Authorization: Bearer <token>" when set; required when the host is not loopback. */
  token: string | undefined;
}

export const METRICS_SETTINGS_SCHEMA = {
  METRICS_PORT: {
    type: 'integer',
    minimum: 0,
    maximum: 65535,
    description: 'a whole number from 0 to 65535, other than PORT; unset: no metrics',
  },
  METRICS_HOST: {
    type: 'string',
    pattern: '^[A-Za-z0-9.:-]+$',
    description: 'an IP address or host name to serve the metrics on, e.g. 127.0.0.1',
  },
  METRICS_TOKEN: { type: 'string', minLength: 16, description: 'a secret of at least 16 characters' },
} as const;

export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** Only this machine reaches it: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** The metrics settings, undefined when they are off; a sentence saying what to do when they are wrong. */
export function metricsSettings(
  given: { port: number | undefined; host: string | undefined; token: string | undefined },
  publicPort: number,
): { settings: MetricsSettings | undefined } | { problem: string } {
  const { port, token } = given;
  const host = given.host ?? DEFAULT_METRICS_HOST;
  if (port === undefined) {
    if (token !== undefined || given.host !== undefined)
      return {
        problem: `${token !== undefined ? 'METRICS_TOKEN' : 'METRICS_HOST'} is set but METRICS_PORT is not, so no metrics are served. Set METRICS_PORT (e.g. METRICS_PORT=9464) to serve /metrics, or remove it.`,
      };
    return { settings: undefined };
  }
  // Port 0 asks the system for any free port, a different one each time: never the public one.
  if (port !== 0 && port === publicPort)
    return {
      problem: `METRICS_PORT is ${port}, the same as PORT: the metrics are never served on the public port. Give them a port of their own, e.g. METRICS_PORT=9464.`,
    };
  if (!isLoopback(host) && token === undefined)
    return {
      problem: `METRICS_HOST is "${host}", which other machines can reach, and METRICS_TOKEN is not set: anyone could read the metrics. Keep METRICS_HOST=127.0.0.1 and scrape from this machine, or set METRICS_TOKEN to a long random secret (e.g. openssl rand -hex 32) that Prometheus sends as a bearer token.`,
    };
  return { settings: { port, host, token } };
}
