// Where the config uses a picture, and how it is replaced everywhere: for the editor's library
// ("used by", replace) and for the server, which refuses to delete a picture still in use. A
// picture is used by any value naming its site path (an image's src, a logo) and, for an icon, by
// an "icon" naming it.
import { iconPath } from './config-check/asset-checks.ts';
import { walkJson } from './config-check/json-walk.ts';

/** What picturesNamedBy found in an object: the editor asks of every file on each edit, and its unchanged files stay the same objects. */
const namedMemo = new WeakMap<object, ReadonlySet<string>>();

/** The pictures a config file's value names, by site path (/images/…). Not to be changed: it may be remembered. */
export function picturesNamedBy(value: unknown): ReadonlySet<string> {
  const isObject = value !== null && typeof value === 'object';
  const known = isObject ? namedMemo.get(value) : undefined;
  if (known) return known;
  const named = findPictures(value);
  if (isObject) namedMemo.set(value, named);
  return named;
}

function findPictures(value: unknown): Set<string> {
  const named = new Set<string>();
  walkJson(value, (_pointer, key, child) => {
    if (typeof child !== 'string') return;
    if (child.startsWith('/images/')) named.add(child);
    else if (key === 'icon' && /^[a-z0-9-]+$/.test(child)) named.add(iconPath(child));
  });
  return named;
}

/** The order of paths as localeCompare gives it, from one collator made once: the editor sorts every file on each edit. */
const pathOrder = new Intl.Collator().compare;

/** For each picture used, the config files that use it (paths in order). */
export function pictureUsage(files: Iterable<[string, unknown]>): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const [path, value] of [...files].sort(([a], [b]) => pathOrder(a, b)))
    for (const src of picturesNamedBy(value)) {
      const users = usage.get(src);
      if (users) users.push(path);
      else usage.set(src, [path]);
    }
  return usage;
}

export interface Replacement {
  src: string;
  width: number;
  height: number;
}

/**
 * `value` with every use of the picture `from` replaced by `to`: an image's src, width and height
 * (its description stays), any other value naming it. Undefined when nothing in it used `from`.
 */
export function replacePicture(value: unknown, from: string, to: Replacement): unknown {
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (node === from) {
      changed = true;
      return to.src;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const object = node as Record<string, unknown>;
    if (object.src === from) {
      changed = true;
      const next: Record<string, unknown> = { ...object, src: to.src };
      if ('width' in object) next.width = to.width;
      if ('height' in object) next.height = to.height;
      return next;
    }
    return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, walk(child)]));
  };
  const next = walk(value);
  return changed ? next : undefined;
}
