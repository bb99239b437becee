// Which config files went into a bundle, so that a later build knows whether it may reuse the bundle
// (scripts/build/bundles.ts): recorded by a plugin from the modules the bundler loaded. A config file
// the code imports is its own module; the virtual modules of the build's plugins read config files
// of their own, named here. A plugin that reads the config adds its virtual module to VIRTUAL_INPUTS.
//
// Pages and articles never go into a bundle: the server-render bundle reads them at render time
// (ssr-config-plugin.ts) and no browser code imports them. That is what lets a build reuse the
// bundles when only pages and articles changed; a bundle that took one in fails the build here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  formFile,
  isArticleFile,
  isConfigFileName,
  isPageFile,
  type ConfigFolder,
} from '../../src/shared/config-check/config-layout.ts';

/** A config input: a file ("site.json") or the list of file names in a folder ("forms/"). */
export type ConfigInput = string;

/** The config files the build plugins' virtual modules read (scripts/vite-*-plugin.ts). */
const VIRTUAL_INPUTS: [RegExp, (match: RegExpExecArray) => ConfigInput[]][] = [
  [/^\0virtual-theme\.css$/, () => [CONFIG_FILES.site]],
  [/^\0virtual:forms$/, () => [folderInput(CONFIG_FOLDERS.forms)]],
  [/^\0virtual:form\/(.+)$/, (match) => [formFile(match[1]!)]],
  [/^\0virtual:blog-index$/, () => [folderInput(CONFIG_FOLDERS.blog)]],
];

/** The input of a folder's list of file names. */
const folderInput = (folder: ConfigFolder): ConfigInput => `${folder}/`;

/** Inputs no bundle may take in (see above): pages and articles. */
const isContent = (input: ConfigInput): boolean => isPageFile(input) || isArticleFile(input);

/** Records the config inputs of one bundle as it is built; `inputs` is filled when the bundle is written. */
export function configInputsPlugin(configDir: string, bundle: string, inputs: Set<ConfigInput>): Plugin {
  const prefix = configDir.replace(/\/?$/, sep);
  return {
    name: 'cortracker-config-inputs',
    buildEnd() {
      for (const moduleId of this.getModuleIds()) {
        const id = moduleId.split('?', 1)[0]!;
        const found = id.startsWith(prefix)
          ? [id.slice(prefix.length).split(sep).join('/')]
          : VIRTUAL_INPUTS.flatMap(([pattern, files]) => {
              const match = pattern.exec(id);
              return match ? files(match) : [];
            });
        for (const input of found) {
          if (isContent(input))
            throw new Error(
              `the ${bundle} bundle takes in the config's ${input}: pages and articles must be read at render time (scripts/build/ssr-config-plugin.ts), never bundled`,
            );
          inputs.add(input);
        }
      }
    },
  };
}

/** The content hash of one input in a config folder ("absent" for a file that is not there). */
export function inputHash(configDir: string, input: ConfigInput): string {
  const path = join(configDir, input);
  if (input.endsWith('/')) {
    const names = existsSync(path) ? readdirSync(path).filter(isConfigFileName) : [];
    return sha256(names.sort().join('\n'));
  }
  return existsSync(path) ? sha256(readFileSync(path)) : 'absent';
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
