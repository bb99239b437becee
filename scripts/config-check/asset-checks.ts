// Images and icons named by the config exist under public/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { walkJson } from './json-walk.ts';
import { problemAt, type Problem } from './json-source.ts';
import type { ConfigSet } from './reference-pass.ts';

export function assetProblems({ files, projectRoot }: ConfigSet): Problem[] {
  const problems: Problem[] = [];
  for (const source of files.values()) {
    walkJson(source.value, (pointer, key, value) => {
      if (typeof value !== 'string') return;
      if (key === 'src' && value.startsWith('/') && !existsSync(join(projectRoot, 'public', value))) {
        problems.push(problemAt(source, pointer, `the image ${value} does not exist`, 'put the file under public/ or fix the path'));
      }
      if (key === 'icon' && /^[a-z0-9-]+$/.test(value) && !existsSync(join(projectRoot, 'public/images/icons', `${value}.svg`))) {
        problems.push(problemAt(source, pointer, `no icon "${value}"`, 'see public/images/icons/ for the names'));
      }
    });
  }
  return problems;
}
