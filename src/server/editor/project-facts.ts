// What the editor must know of the project beside the config: the schemas, the section types with a
// component, read once at start; the files under public/ and the size of every image, read on each
// request (a marketer may add one while the editor runs) without holding the event loop: on the live
// server public/images/uploads may hold thousands of pictures.
import { existsSync, readFileSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import { SCHEMA_BASE } from '../../shared/config-check/config-layout.ts';
import { parseJsonSource, type Problem } from '../../shared/config-check/json-source.ts';
import {
  SchemaCompileError,
  schemaCompileProblems,
  type SchemaFileSource,
} from '../../shared/config-check/schema-compile.ts';
import type { SectionFacts } from '../../shared/config-check/reference-pass.ts';
import type { Schema, SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import type { ImageInfo } from '../../shared/editor-contract.ts';
import { plainFilesUnder, plainFilesUnderAsync } from './plain-files.ts';

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The plain files under a folder: a link under public/ is neither offered nor read. */
const filesUnder = plainFilesUnder;

/** The schema files of schemas/, parsed, with the places where one is not JSON. */
function readSchemaSources(schemaDir: string): { sources: SchemaFileSource[]; problems: Problem[] } {
  const sources: SchemaFileSource[] = [];
  const problems: Problem[] = [];
  for (const place of filesUnder(schemaDir).filter((name) => name.endsWith('.json'))) {
    const file = join(schemaDir, place);
    const read = parseJsonSource(file, readFileSync(file, 'utf8'));
    problems.push(...read.problems);
    if (read.source) sources.push({ file, place, source: read.source });
  }
  return { sources, problems };
}

/**
 * Every schema of schemas/ by its $id. A file that is not JSON throws a SchemaCompileError: its
 * problems at their lines, as `npm run validate` says them.
 */
export function readSchemaSet(schemaDir: string, relativeTo = dirname(schemaDir)): SchemaSet {
  const { sources, problems } = readSchemaSources(schemaDir);
  if (problems.length > 0) throw new SchemaCompileError(problems, relativeTo);
  return new Map(
    sources.map(({ place, source }) => {
      const schema = source.value as Schema;
      return [String(schema.$id ?? SCHEMA_BASE + place), schema];
    }),
  );
}

/**
 * What went wrong when a check failed with `error`: the schemas' problems (a SchemaCompileError, as
 * `npm run validate` says them) when they do not compile, the error itself otherwise. Asked only on
 * a failure: compiling every schema again costs a few hundred milliseconds.
 */
export function schemaFailureOr(error: unknown, schemaDir: string, relativeTo = dirname(schemaDir)): unknown {
  if (error instanceof SchemaCompileError) return error;
  const { sources, problems } = readSchemaSources(schemaDir);
  const found = problems.length > 0 ? problems : schemaCompileProblems(sources);
  return found.length > 0 ? new SchemaCompileError(found, relativeTo) : error;
}

/** The section types with a component folder, and those that hold the page's main heading. */
export function readSectionFacts(projectRoot: string, schemas: SchemaSet): SectionFacts {
  const types = [...schemas.keys()].flatMap((id) => {
    const match = /\/sections\/([A-Za-z0-9]+)\.schema\.json$/.exec(id);
    return match && match[1] !== 'index' ? [match[1]!] : [];
  });
  return {
    components: new Set(types.filter((type) => existsSync(join(projectRoot, 'src/sections', type, 'index.ts')))),
    pageHeadings: new Set(
      types.filter((type) => schemas.get(`${SCHEMA_BASE}sections/${type}.schema.json`)?.['x-page-heading'] === true),
    ),
  };
}

/** Every file under public/, as a site path. */
export async function readPublicFiles(publicDir: string): Promise<string[]> {
  return (await plainFilesUnderAsync(publicDir)).map((name) => `/${name}`);
}

type PictureSize = { width: number; height: number; bytes: number } | undefined;

/** What was read of each picture, by file: read again only when its size or time changes. */
const sizes = new Map<string, { mtimeMs: number; bytes: number; size: PictureSize }>();
/** Every format's size is near its start (a JPEG's after its EXIF block, at most 64 KiB): no need to read 10 MiB. */
const HEAD_BYTES = 256 * 1024;

async function pictureSize(file: string): Promise<PictureSize> {
  const stats = await stat(file);
  const known = sizes.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.bytes === stats.size) return known.size;
  let size: PictureSize;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, stats.size));
    await handle.read(head, 0, head.length, 0);
    const { width, height } = imageSize(head);
    size = width && height ? { width, height, bytes: stats.size } : undefined;
  } catch {
    size = undefined;
  } finally {
    await handle.close();
  }
  sizes.set(file, { mtimeMs: stats.mtimeMs, bytes: stats.size, size });
  return size;
}

/**
 * The images of public/images with their size in pixels (read from the start of each file, once
 * while it stays the same: a folder of uploaded photos is not read again on every request) and in bytes.
 */
export async function readImages(publicDir: string): Promise<ImageInfo[]> {
  const names = (await plainFilesUnderAsync(join(publicDir, 'images'))).filter((name) => IMAGE_FILE.test(name));
  const found: ImageInfo[] = [];
  for (const name of names) {
    try {
      const size = await pictureSize(join(publicDir, 'images', name));
      if (size) found.push({ src: `/images/${name}`, width: size.width, height: size.height, bytes: size.bytes });
    } catch {
      // A file that is no readable image is not offered.
    }
  }
  return found;
}
