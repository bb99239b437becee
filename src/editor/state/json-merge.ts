// A three-way merge of two JSON values that both began from the same one (the base): the
// marketer's draft ("mine") and what someone else published meanwhile ("theirs"). What only one
// side changed is taken from that side; where both changed the same value differently (or one
// removed what the other changed), the result keeps "mine" for now and a conflict says where, with
// both values, until the marketer chooses. Objects are merged key by key; lists whose entries all
// have an id are matched by id, other lists of the same length by position, any other list is one
// value. Without the base (not found), every difference is a conflict: nothing is taken silently.
// Pure: the same inputs and choices give the same result.

/** One step into a value: an object's key, a list's index, or a list entry by its id. */
export type Step = string | number | { id: string };

export type Choice = 'mine' | 'theirs';

export interface MergeConflict {
  /** Stable for the same inputs: the key of the marketer's choice. */
  key: string;
  path: Step[];
  /** The value both began from; undefined when there was none, or it is not known. */
  base: unknown;
  /** undefined: removed (or never there) on that side. */
  mine: unknown;
  theirs: unknown;
}

export interface Merged {
  /** The merged value, with each conflict as chosen (mine until chosen); undefined when removed. */
  value: unknown;
  conflicts: MergeConflict[];
}

/** The base, when it could not be found: a two-way comparison. */
export const NO_BASE: unique symbol = Symbol('no base');

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return (
      keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
      keys.every((key) => sameValue(a[key], b[key]))
    );
  }
  return false;
}

/** The ids of a list whose every entry has a distinct string id, else undefined. */
function idsOf(list: unknown): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const ids = list.map((entry) => (isObject(entry) && typeof entry.id === 'string' ? entry.id : undefined));
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return undefined;
  return ids as string[];
}

/** `into`, with the ids of `from` it lacks each put before the entry that follows it in `from` (at the end when none does). */
function withAdded(into: string[], from: string[]): string[] {
  const order = [...into];
  from.forEach((id, index) => {
    if (order.includes(id)) return;
    const next = from.slice(index + 1).find((later) => order.includes(later));
    order.splice(next === undefined ? order.length : order.indexOf(next), 0, id);
  });
  return order;
}

interface Walk {
  hasBase: boolean;
  choices: Readonly<Record<string, Choice>>;
  conflicts: MergeConflict[];
}

export function mergeJson(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  choices: Readonly<Record<string, Choice>> = {},
): Merged {
  const walk: Walk = { hasBase: base !== NO_BASE, choices, conflicts: [] };
  const value = merge(walk, base === NO_BASE ? undefined : base, mine, theirs, []);
  return { value, conflicts: walk.conflicts };
}

function merge(walk: Walk, base: unknown, mine: unknown, theirs: unknown, path: Step[]): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (walk.hasBase && sameValue(base, mine)) return theirs;
  if (walk.hasBase && sameValue(base, theirs)) return mine;
  // Both changed it, differently: what is inside may still be told apart.
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) {
    const before = base ?? {};
    const result: Json = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const merged = merge(walk, before[key], mine[key], theirs[key], [...path, key]);
      if (merged !== undefined) result[key] = merged;
    }
    return result;
  }
  if (Array.isArray(mine) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
    const list = base ?? [];
    const [baseIds, mineIds, theirIds] = [idsOf(list), idsOf(mine), idsOf(theirs)];
    if (baseIds && mineIds && theirIds) return mergeById(walk, list, mine, theirs, path, [baseIds, mineIds, theirIds]);
    if (mine.length === theirs.length && (base === undefined || list.length === mine.length))
      return mine.map((entry, index) => merge(walk, list[index], entry, theirs[index], [...path, index]));
  }
  const key = JSON.stringify(path);
  walk.conflicts.push({ key, path, base, mine, theirs });
  return walk.choices[key] === 'theirs' ? theirs : mine;
}

function mergeById(
  walk: Walk,
  base: unknown[],
  mine: unknown[],
  theirs: unknown[],
  path: Step[],
  [baseIds, mineIds, theirIds]: [string[], string[], string[]],
): unknown[] {
  const byId = (list: unknown[], ids: string[]) => new Map(ids.map((id, index) => [id, list[index]]));
  const [before, mineById, theirsById] = [byId(base, baseIds), byId(mine, mineIds), byId(theirs, theirIds)];
  // The order of whoever moved entries; the other side's new entries go after their neighbour.
  const kept = (ids: string[]) => ids.filter((id) => before.has(id));
  const mineMoved = !sameValue(
    kept(mineIds),
    kept(baseIds).filter((id) => mineIds.includes(id)),
  );
  const order = mineMoved ? withAdded(mineIds, theirIds) : withAdded(theirIds, mineIds);
  return order.flatMap((id) => {
    const merged = merge(walk, before.get(id), mineById.get(id), theirsById.get(id), [...path, { id }]);
    return merged === undefined ? [] : [merged];
  });
}
