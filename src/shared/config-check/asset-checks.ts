// Images and icons named by the config exist under public/.
import { walkJson } from './json-walk.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';

/** The path of an icon's file under public/, by its name. */
export function iconPath(name: string): string {
  return `/images/icons/${name}.svg`;
}

/** The images and icons a file names that are not under public/. */
export function assetProblems(source: JsonSource, publicFiles: { has(path: string): boolean }): Problem[] {
  const problems: Problem[] = [];
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
  return problems;
}
