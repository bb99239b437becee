// The schemas as json-schema-to-typescript should read them: one document whose $defs hold every
// named type (see type-names.ts), with every $ref made local. Three idioms the validator relies on
// for clear messages are read as the unions they mean:
//   - allOf of "if type is X then schema X" (the section index, the header items) -> anyOf of the thens
//   - if/then/else -> anyOf of then and else (beside properties of its own, dropped: it narrows them)
//   - oneOf/anyOf whose branches only require properties (a counter has a value or yearsSinceFounded)
//     -> dropped: they restrict which properties are present, not their types
// Titles are dropped (the library would name a type after every title); descriptions stay as comments.
import { posix } from 'node:path';
import { pointerSegment, pointerSegments } from '../../src/shared/config-check/json-source.ts';
import { sectionTypeName, TYPE_NAMES } from './type-names.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

interface Place {
  /** The schema file, relative to the schemas directory, with / separators. */
  file: string;
  pointer: string;
}

const DROPPED = new Set(['title', '$id', '$schema', '$defs', 'propertyNames', 'x-page-heading']);
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

function placeKey(place: Place): string {
  return `${place.file}#${place.pointer}`;
}

function isObject(value: Json | undefined): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeNameOf(place: Place): string | undefined {
  const section = /^sections\/(\w+)\.schema\.json$/.exec(place.file);
  if (section && place.pointer === '') return sectionTypeName(section[1]!);
  return TYPE_NAMES[placeKey(place)];
}

/** "if": { "properties": { "<key>": { "const": … } } } with a "then": one branch of a discriminated union. */
function isDiscriminatedBranch(part: Json): boolean {
  if (!isObject(part) || !isObject(part.if) || !isObject(part.then) || Object.keys(part).length !== 2) return false;
  const properties = part.if.properties;
  return isObject(properties) && Object.values(properties).every((condition) => isObject(condition) && 'const' in condition);
}

function onlyRequires(branches: Json): boolean {
  return Array.isArray(branches) && branches.every((branch) => isObject(branch) && Object.keys(branch).every((key) => key === 'required'));
}

/**
 * @param schemas every schema file, by its path relative to the schemas directory
 * @param roots the files whose root schema must be a type even when nothing refers to it
 */
export function typingSchema(schemas: ReadonlyMap<string, Schema>, roots: string[]): Schema {
  const defs: Record<string, Json> = {};
  const pending: Place[] = [];
  const claimed = new Map<string, string>();

  function nodeAt(place: Place): Json {
    const schema = schemas.get(place.file);
    if (!schema) throw new Error(`${place.file}: no such schema`);
    let node: Json | undefined = schema;
    for (const segment of pointerSegments(place.pointer)) node = isObject(node) ? node[String(segment)] : Array.isArray(node) ? node[Number(segment)] : undefined;
    if (node === undefined) throw new Error(`${placeKey(place)}: nothing at this pointer`);
    return node;
  }

  function refTo(place: Place, name: string): Schema {
    const owner = claimed.get(name);
    if (owner !== undefined && owner !== placeKey(place)) throw new Error(`the type name ${name} is given to both ${owner} and ${placeKey(place)}`);
    if (owner === undefined) {
      claimed.set(name, placeKey(place));
      pending.push(place);
    }
    return { $ref: `#/$defs/${name}` };
  }

  function resolve(from: Place, ref: string): Place {
    const [path = '', fragment = ''] = ref.split('#');
    return { file: path === '' ? from.file : posix.normalize(posix.join(posix.dirname(from.file), path)), pointer: fragment };
  }

  function child(place: Place, ...segments: (string | number)[]): Place {
    return { file: place.file, pointer: place.pointer + segments.map((segment) => `/${pointerSegment(String(segment))}`).join('') };
  }

  function convert(place: Place, node: Json, asDefinition = false): Json {
    if (!isObject(node)) return node;
    const name = asDefinition ? undefined : typeNameOf(place);
    if (name) return refTo(place, name);

    const description: Schema = typeof node.description === 'string' ? { description: node.description } : {};
    if (typeof node.$ref === 'string') {
      const target = resolve(place, node.$ref);
      const targetName = typeNameOf(target);
      // A description beside a named $ref stays a comment: wrapped, the reference keeps its name.
      if (targetName) return node.description === undefined ? refTo(target, targetName) : { allOf: [refTo(target, targetName)], ...description };
      const inlined = convert(target, nodeAt(target));
      return isObject(inlined) ? { ...inlined, ...description } : inlined;
    }
    if (Array.isArray(node.allOf) && node.allOf.length > 0 && node.allOf.every(isDiscriminatedBranch)) {
      return { ...description, anyOf: node.allOf.map((branch, index) => convert(child(place, 'allOf', index, 'then'), (branch as Schema).then!)) };
    }
    // Beside the object's own properties, a condition only narrows them (an image is described or
    // decorative): the type is the object's. Alone, it is a union of its two shapes.
    if (node.if !== undefined && node.then !== undefined && node.else !== undefined && !isObject(node.properties)) {
      return { ...description, anyOf: [convert(child(place, 'then'), node.then), convert(child(place, 'else'), node.else)] };
    }
    // "Never allowed": the library's own extension keyword for a type it cannot infer.
    if (isObject(node.not) && Object.keys(node.not).length === 0) return { ...description, tsType: 'never' };

    const result: Schema = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (DROPPED.has(keyword) || keyword === 'not') continue;
      if (keyword === 'properties' && isObject(value)) {
        result.properties = Object.fromEntries(Object.entries(value).map(([key, schema]) => [key, convert(child(place, 'properties', key), schema)]));
      } else if ((keyword === 'additionalProperties' || keyword === 'items') && isObject(value)) {
        result[keyword] = convert(child(place, keyword), value);
      } else if ((SUBSCHEMA_LISTS as readonly string[]).includes(keyword) && Array.isArray(value)) {
        if (keyword !== 'allOf' && onlyRequires(value)) continue;
        result[keyword] = value.map((branch, index) => convert(child(place, keyword, index), branch));
      } else if (keyword === 'if' || keyword === 'then' || keyword === 'else') {
        // A condition without an alternative only adds rules; the shape is the one around it.
        continue;
      } else {
        result[keyword] = value;
      }
    }
    return result;
  }

  const rootRefs = roots.map((file) => {
    const place = { file, pointer: '' };
    const name = typeNameOf(place);
    if (!name) throw new Error(`${file}: no type name; add it to scripts/schemas/type-names.ts`);
    return refTo(place, name);
  });
  for (let place = pending.shift(); place; place = pending.shift()) {
    defs[typeNameOf(place)!] = convert(place, nodeAt(place), true);
  }
  return { description: 'Any file of the site configuration.', anyOf: rootRefs, $defs: defs };
}
