// The schemas as the editor's bundle has them (scripts/editor/editor-forms-plugin.ts), read from
// schemas/, for unit tests of editor modules that need them without the rest of the draft's checks:
// vi.mock('…/src/editor/state/check-draft.ts', () => import('…/tests/support/editor-schema-set.ts')).
import { resolve } from 'node:path';
import { readSchemas } from '../../scripts/config-check/schema-pass.ts';

export const schemaSet = new Map(
  readSchemas(resolve(import.meta.dirname, '../../schemas')).map((schema) => [schema.$id, schema]),
);
