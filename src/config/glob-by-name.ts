/** The modules of an import.meta.glob of config files, by file name without ".json" (a page id, an article slug). */
export function byFileName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(
    Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), module]),
  );
}
