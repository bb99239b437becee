// The source a form's or a booking's body may carry (src/shared/lead-source.ts), judged by its JSON
// Schema alone: the six fields, each within its length and characters. The browser's script cleans
// what it sends into those bounds, so a body beyond them was written by hand: it is refused (400)
// with a sentence naming the rule, never stored cut.
import { createFormAjv } from '../../shared/forms/ajv.ts';
import { leadSourceSchema, MAX_CAMPAIGN, MAX_HOST, MAX_PATH, type LeadSource } from '../../shared/lead-source.ts';

export type SourceVerdict =
  | { ok: true; source: LeadSource | undefined }
  | { ok: false; body: { error: string; message: string; fields: Record<string, string[]> } };

export const SOURCE_REFUSED =
  `The post's source is not valid: it may hold page and landingPage (paths of this site, at most ${MAX_PATH} ` +
  `characters), referrerHost (a host name, at most ${MAX_HOST}) and utmSource, utmMedium and utmCampaign ` +
  `(text without control characters, at most ${MAX_CAMPAIGN} each), nothing else.`;

/** A checker of the source field; undefined (none sent) is no source. */
export function sourceChecker(): (source: unknown) => SourceVerdict {
  const validate = createFormAjv().compile<LeadSource>(leadSourceSchema);
  return (source) => {
    if (source === undefined) return { ok: true, source: undefined };
    if (validate(source)) return { ok: true, source };
    return { ok: false, body: { error: 'Validation failed', message: SOURCE_REFUSED, fields: {} } };
  };
}
