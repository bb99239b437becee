// A form's part in loading the checks of its formats judged by code (formats.ts): they load when the
// visitor starts on the form, and its problems are worked out again once they have arrived.
import { useSyncExternalStore } from 'react';
import { isCodeFormat } from '../shared/forms/form-formats.ts';
import { formatChecksLoaded, loadFormatChecks, onFormatChecksLoaded } from './formats.ts';

/** Whether a form's schema has a field of a format judged by code. */
export function usesCodeFormats(schema: { properties?: Record<string, { format?: string }> }): boolean {
  return Object.values(schema.properties ?? {}).some((rules) => isCodeFormat(rules.format));
}

/**
 * For a form that needs them: `start` loads the checks (call it when the visitor starts on the form),
 * `loaded` turns true when they have arrived.
 */
export function useFormatChecks(needed: boolean): { loaded: boolean; start: () => void } {
  const loaded = useSyncExternalStore(onFormatChecksLoaded, formatChecksLoaded, () => false);
  return {
    loaded,
    start: () => {
      if (needed && !loaded) void loadFormatChecks().catch(() => undefined);
    },
  };
}
