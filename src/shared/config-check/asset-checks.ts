// Images and icons named by the config exist under public/.
import { walkJson } from './json-walk.ts';
import { problemAt, type Problem } from './json-source.ts';
import type { ConfigSet } from './reference-pass.ts';

/** The path of an icon's file under public/, by its name. */
export function iconPath(name: string): string {
  return `/images/icons/${name}.svg`;
}

export function assetProblems({ files, publicFiles }: ConfigSet): Problem[] {
  const problems: Problem[] = [];
  for (const source of files.values()) {
    walkJson(source.value, (pointer, key, value) => {
      if (typeof value !== 'string') return;
      if (key === 'src' && value.startsWith('/') && !publicFiles.has(value)) {
        problems.push(
          problemAt(source, pointer, `the image ${value} does not exist`, 'put the file under public/ or fix the path'),
        );
      }
      if (key === 'icon' && /^[a-z0-9-]+$/.test(value) && !publicFiles.has(iconPath(value))) {
        problems.push(problemAt(source, pointer, `no icon "${value}"`, 'see public/images/icons/ for the names'));
      }
    });
  }
  return problems;
}
