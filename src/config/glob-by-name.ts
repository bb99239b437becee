import { idOfFileName } from '../shared/config-check/config-layout.ts';

/** The modules of an import.meta.glob of config files, by file name without its extension (a page id, an article slug). */
export function byFileName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, module]) => [idOfFileName(path) ?? path, module]));
}
