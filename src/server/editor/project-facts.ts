// What the editor must know of the project beside the config: the schemas, the section types with a
// component, the files under public/ and the size of every image, read once at start (images again
// on request, since a marketer may add one while the editor runs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { SCHEMA_BASE } from '../../shared/config-check/config-layout.ts';
import type { SectionFacts } from '../../shared/config-check/reference-pass.ts';
import type { Schema, SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import { plainFilesUnder } from './plain-files.ts';

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

export interface ImageInfo {
  src: string;
  width: number;
  height: number;
  /** The file's size. */
  bytes: number;
}

/** The plain files under a folder: a link under public/ is neither offered nor read. */
const filesUnder = plainFilesUnder;

/** Every schema of schemas/ by its $id. */
export function readSchemaSet(schemaDir: string): SchemaSet {
  return new Map(
    filesUnder(schemaDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const schema = JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as Schema;
        return [String(schema.$id ?? SCHEMA_BASE + name), schema];
      }),
  );
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
export function readPublicFiles(publicDir: string): string[] {
  return filesUnder(publicDir).map((name) => `/${name}`);
}

/** The images of public/images with their size in pixels (read from each file's header) and in bytes. */
export function readImages(publicDir: string): ImageInfo[] {
  return filesUnder(join(publicDir, 'images')).flatMap((name) => {
    if (!IMAGE_FILE.test(name)) return [];
    try {
      const file = join(publicDir, 'images', name);
      const { width, height } = imageSize(readFileSync(file));
      return width && height ? [{ src: `/images/${name}`, width, height, bytes: statSync(file).size }] : [];
    } catch {
      // A file that is no readable image is not offered.
      return [];
    }
  });
}
