// New list entries made whole, and ids made from names. A list entry whose schema has an "id" (a question of the FAQ, a menu, an
// office) gets one from its name, unique in its list, while it has none or has the one made from its
// earlier name; an id written by hand stays. So a marketer never has to invent one.
type Schema = Record<string, unknown>;

const NAME_KEYS = ['question', 'title', 'label', 'name', 'heading', 'city'];
const MAX_LENGTH = 48;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An id from a name: lower-case letters, digits and dashes, starting with a letter ("What is ERP?" -> what-is-erp). */
export function idFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : slug ? `x-${slug}` : '';
}

function nameOf(entry: Record<string, unknown>): string | undefined {
  for (const key of NAME_KEYS) if (typeof entry[key] === 'string' && entry[key].trim() !== '') return entry[key];
  return undefined;
}

function unique(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether an id is the one made from a name (with a number for uniqueness), or none. */
function madeFrom(id: unknown, name: string | undefined): boolean {
  if (id === undefined || id === '') return true;
  if (typeof id !== 'string' || name === undefined) return false;
  const base = idFrom(name);
  return id === base || new RegExp(`^${base}-\\d+$`).test(id);
}

/**
 * The value `after` with the ids of list entries filled or followed (see the file's comment), judged
 * against `before`, the value the form had. `schema` is the form's self-contained schema.
 */
export function withEntryIds(schema: Schema, before: unknown, after: unknown): unknown {
  const definitions = (schema.$defs ?? {}) as Record<string, Schema>;
  const resolve = (node: Schema, depth = 0): Schema => {
    if (typeof node.$ref !== 'string' || depth > 16) return node;
    const { $ref, ...own } = node;
    return { ...resolve(definitions[$ref.replace('#/$defs/', '')] ?? {}, depth + 1), ...own };
  };
  const propertiesOf = (node: Schema): Record<string, Schema> => {
    const merged = resolve(node);
    const all: Record<string, Schema> = { ...((merged.properties ?? {}) as Record<string, Schema>) };
    for (const conditional of ['then', 'else'])
      if (isObject(merged[conditional])) Object.assign(all, propertiesOf(merged[conditional] as Schema));
    for (const keyword of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(merged[keyword]))
        for (const part of merged[keyword] as Schema[]) {
          const branch = resolve(part);
          Object.assign(all, propertiesOf(branch));
          for (const conditional of ['then', 'else'])
            if (isObject(branch[conditional])) Object.assign(all, propertiesOf(branch[conditional] as Schema));
        }
    return all;
  };

  const visit = (node: Schema, old: unknown, value: unknown, depth: number): unknown => {
    if (depth > 16) return value;
    const merged = resolve(node);
    if (Array.isArray(value) && isObject(merged.items)) {
      const itemSchema = merged.items as Schema;
      // RJSF gives a new entry as {} (or nothing): it starts as the value the build made for new
      // entries from the schema (scripts/editor/new-entries.ts) instead.
      const fresh = itemSchema.default;
      const list = value
        .map((item) =>
          fresh !== undefined && (item === undefined || (isObject(item) && Object.keys(item).length === 0))
            ? (JSON.parse(JSON.stringify(fresh)) as unknown)
            : item,
        )
        .map((item, index) => visit(itemSchema, Array.isArray(old) ? old[index] : undefined, item, depth + 1));
      // An entry gets an id where its schema always has one, or where it has the key already (a
      // menu entry has one only as a drop-down).
      const always = 'id' in ((resolve(itemSchema).properties ?? {}) as Record<string, unknown>);
      if (!('id' in propertiesOf(itemSchema))) return list;
      const taken = new Set(
        list.flatMap((item) => (isObject(item) && typeof item.id === 'string' && item.id ? [item.id] : [])),
      );
      return list.map((item, index) => {
        if (!isObject(item) || (!always && !('id' in item))) return item;
        const name = nameOf(item);
        const earlier =
          Array.isArray(old) && isObject(old[index]) ? (old[index] as Record<string, unknown>) : undefined;
        if (
          !name ||
          !madeFrom(item.id, earlier ? nameOf(earlier) : undefined) ||
          (earlier && nameOf(earlier) === name && item.id)
        )
          return item;
        if (typeof item.id === 'string') taken.delete(item.id);
        const id = unique(idFrom(name), taken);
        if (!id) return item;
        taken.add(id);
        return { ...item, id };
      });
    }
    if (isObject(value)) {
      const properties = propertiesOf(merged);
      let changed = false;
      const next: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(value)) {
        const childSchema =
          properties[key] ??
          (isObject(merged.additionalProperties) ? (merged.additionalProperties as Schema) : undefined);
        const made = childSchema ? visit(childSchema, isObject(old) ? old[key] : undefined, child, depth + 1) : child;
        if (made !== child) changed = true;
        next[key] = made;
      }
      return changed ? next : value;
    }
    return value;
  };
  return visit(schema, before, after, 0);
}
