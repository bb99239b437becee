// Reads a config file from disk into the shared parser (src/shared/config-check/json-source.ts).
import { readFileSync } from 'node:fs';
import { parseJsonSource, type JsonSource, type Problem } from '../../src/shared/config-check/json-source.ts';

export function readJsonSource(file: string): { source?: JsonSource; problems: Problem[] } {
  return parseJsonSource(file, readFileSync(file, 'utf8'));
}
