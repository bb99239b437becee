// The body of a draft save (POST /admin/api/draft), as a JSON Schema: Fastify checks it before the
// route runs and the type provider gives the route its type. What a schema cannot say (a path is
// one of the config's files, a text is a JSON object) is checked after it, by draftFilesAreConfig.
import { isConfigPath } from '../editor/config-files.ts';
import { isJsonObject } from '../http/json-body.ts';

/** As many files as one save may carry (a draft's own bounds are draft-bounds.ts's). */
const MAX_DRAFT_FILES = 200;

export const draftBody = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_DRAFT_FILES,
      items: {
        type: 'object',
        required: ['path', 'baseHash', 'text'],
        properties: {
          path: { type: 'string' },
          // The hash of the file the editor started from; null for a file it creates.
          baseHash: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          text: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The sentence a draft save that is not of draftBody's shape (or fails draftFilesAreConfig) gets. */
export const BAD_DRAFT_BODY =
  'Send { "files": [{ "path", "baseHash", "text" }] } with config paths and JSON object texts.';

function isObjectText(text: string): boolean {
  try {
    return isJsonObject(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Whether every file of a save is a config file's path with a JSON object as its text. */
export function draftFilesAreConfig(files: readonly { path: string; text: string }[]): boolean {
  return files.every((file) => isConfigPath(file.path) && isObjectText(file.text));
}
