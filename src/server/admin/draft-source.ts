// The editor's config under /admin (src/server/editor/config-source.ts): the live config with the
// signed-in user's draft laid over it; a Save goes to that draft, never to the live files.
import type { FastifyRequest } from 'fastify';
import { PathRefused, type FileState } from '../editor/config-dir.ts';
import { textHash, type ConfigFiles } from '../editor/config-files.ts';
import type { ConfigSource } from '../editor/config-source.ts';
import { COMPARED_WITH_PUBLISHED } from '../editor/published-files.ts';
import type { Publishing } from '../publish/publishing.ts';

function fileStates(files: ConfigFiles): Map<string, FileState> {
  return new Map(Object.entries(files).map(([path, text]) => [path, { text, hash: textHash(text) }]));
}

export function draftSource(
  publishing: Publishing,
  onSaved: (request: FastifyRequest, paths: string[]) => Promise<unknown>,
): ConfigSource {
  return {
    target: 'draft',
    // Unsaved work kept in a shared browser stays with the account that made it.
    id: (request) => textHash(`draft of ${request.account!.id}`).slice(0, 16),
    readShared: async () => fileStates(await publishing.liveFiles()),
    published: async () => {
      const live = await publishing.liveFiles(COMPARED_WITH_PUBLISHED);
      return new Map(Object.entries(live));
    },
    readAll: async (request) => fileStates(await publishing.draftView(request.account!)),
    async write(request, files) {
      const outcome = await publishing.saveDraft(request.account!, files);
      if (outcome.status === 200) {
        await onSaved(request, outcome.paths);
        return { kind: 'written' };
      }
      if (outcome.status === 409) return { kind: 'conflict', paths: outcome.body.paths ?? [] };
      if (outcome.status === 413) return { kind: 'too-large', message: outcome.body.message };
      // The editor checked every path before (a config file of a known kind): what the draft refuses is not one.
      throw new PathRefused(outcome.body.message);
    },
  };
}
