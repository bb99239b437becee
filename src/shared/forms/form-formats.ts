/**
 * The named syntaxes ("format") of form fields that are judged by code. Most formats are patterns
 * (text-formats.ts), written into the validation schema as such, so they need no code anywhere
 * (validation-schema.ts lists every format). These are judged by code a pattern cannot hold (a
 * country's numbering plan): they stay ajv formats, and each place that judges a form gives ajv their
 * function under the same name (the server and the config checks: ajv.ts; the browser's precompiled
 * validators: src/forms/formats.ts; the editor's preview: src/editor/preview/form-checker.ts).
 */

/** The formats judged by code: phone (phone-number.ts). */
export const CODE_FORMATS = ['phone'] as const;

export type CodeFormat = (typeof CODE_FORMATS)[number];

export function isCodeFormat(name: unknown): name is CodeFormat {
  return typeof name === 'string' && (CODE_FORMATS as readonly string[]).includes(name);
}
