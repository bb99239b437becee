// The formats judged by code (src/shared/forms/form-formats.ts), as the forms' precompiled validators
// call them: scripts/vite-forms-plugin.ts writes `formFormats.phone` into the validator of a form that
// has a phone field, importing it from here. The phone check brings libphonenumber-js with its
// smallest metadata, 28.5 KiB of gzipped script, near a quarter of a form page's budget: so it loads when
// the visitor starts on such a form (a field focused or changed: use-format-checks.ts), not with the
// page, as the HTTP client loads when the form is sent. Until it has arrived a number is taken as it
// is here; a submit waits for it and judges again (FormRenderer), and the server judges every post
// with the same check.
import { CODE_FORMATS, type CodeFormat } from '../shared/forms/form-formats.ts';

type Check = (text: string) => boolean;

let checks: Record<CodeFormat, Check> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const formFormats = Object.fromEntries(
  CODE_FORMATS.map((name) => [name, (text: string) => checks?.[name](text) ?? true]),
) as Record<CodeFormat, Check>;

/** Loads the checks (once; a failed load is tried again at the next call). */
export function loadFormatChecks(): Promise<void> {
  loading ??= import('../shared/forms/code-format-checks.ts').then(
    (module) => {
      checks = module.CODE_FORMAT_CHECKS;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const formatChecksLoaded = (): boolean => checks !== undefined;

/** Calls `listener` when the checks arrive; returns how to stop. */
export function onFormatChecksLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
