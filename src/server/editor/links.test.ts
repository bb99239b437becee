// Symbolic links in the config folder and under public/images are never followed: a link there
// could lead anywhere on the server. The editor neither lists, reads, serves nor writes through one.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureConfigDir } from '../../../tests/support/fixture-app.ts';
import { ConfigDirectory, PathRefused } from './config-dir.ts';
import { readConfigFiles } from './config-files.ts';
import { directorySource } from './config-source.ts';
import { editorPlugin } from './plugin.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
const SECRET = 'the contents of a file outside every folder the editor may read';

let dir: string;
let configDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'editor-links-'));
  // Somewhere else on the server: a folder and a file the links point at.
  const outside = join(dir, 'outside');
  mkdirSync(join(outside, 'pages'), { recursive: true });
  writeFileSync(join(outside, 'hostname'), SECRET);
  writeFileSync(
    join(outside, 'secret.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><title>${SECRET}</title></svg>`,
  );
  writeFileSync(join(outside, 'pages', 'leak.json'), JSON.stringify({ title: SECRET }));
  // A project whose config and public/images hold links out of them.
  const project = join(dir, 'project');
  mkdirSync(join(project, 'public', 'images'), { recursive: true });
  symlinkSync(join(projectRoot, 'schemas'), join(project, 'schemas'));
  symlinkSync(join(projectRoot, 'src'), join(project, 'src'));
  writeFileSync(join(project, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  cpSync(join(projectRoot, 'public', 'images', 'logo.svg'), join(project, 'public', 'images', 'logo.svg'));
  symlinkSync(outside, join(project, 'public', 'images', 'elsewhere'));
  symlinkSync(join(outside, 'secret.svg'), join(project, 'public', 'images', 'secret.svg'));
  configDir = join(project, 'config');
  cpSync(fixtureConfigDir, configDir, { recursive: true });
  symlinkSync(join(outside, 'pages'), join(configDir, 'linked'));
  symlinkSync(join(outside, 'pages', 'leak.json'), join(configDir, 'pages', 'leak.json'));
  // The blog folder itself a link (its articles elsewhere).
  rmSync(join(configDir, 'blog'), { recursive: true });
  symlinkSync(join(outside, 'pages'), join(configDir, 'blog'));
  app = Fastify({ logger: false });
  await app.register(editorPlugin, {
    source: directorySource(new ConfigDirectory(configDir), 'links'),
    projectRoot: project,
    bundleDir: join(dir, 'bundle'),
  });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('links in the folders the editor reads', () => {
  it('are left out of the config and of the pictures', async () => {
    expect(Object.keys(readConfigFiles(configDir)).filter((path) => /leak|linked|blog\//.test(path))).toEqual([]);
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json<{
      files: { path: string; text: string }[];
      images: { src: string }[];
      publicFiles: string[];
    }>();
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(config.images.map((image) => image.src)).toEqual(['/images/logo.svg']);
    expect(config.publicFiles.filter((file) => /secret|elsewhere/.test(file))).toEqual([]);
  });

  it.each([
    '/images/elsewhere/hostname',
    '/images/secret.svg',
    '/images/elsewhere/secret.svg',
    '/api/files/pages/leak.json',
  ])('are not followed to serve %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain(SECRET);
  });

  it('serves the plain pictures beside them', async () => {
    const logo = await app.inject({ method: 'GET', url: '/images/logo.svg' });
    expect(logo.statusCode).toBe(200);
  });

  it('are refused like a path outside the folder, for reading and for writing', () => {
    const directory = new ConfigDirectory(configDir);
    expect(() => directory.read('pages/leak.json')).toThrow(PathRefused);
    expect(() => directory.fileOf('blog/new-post.json')).toThrow(PathRefused);
    expect(directory.read('faq.json')?.text).toBe(readFileSync(join(configDir, 'faq.json'), 'utf8'));
  });
});
