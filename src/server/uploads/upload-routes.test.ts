// Uploads under `npm run edit`, on a real listening server (the editor plugin over a copy of the
// fixture config, its pictures in a public/ of its own): what is stored and how it is named, and
// every bad input of issue 30 answered with its sentence and nothing written.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureConfigDir } from '../../../tests/support/fixture-app.ts';
import {
  animatedGif,
  EXECUTABLE,
  jpegOf,
  phoneDetailsIn,
  phonePhoto,
  PLAIN_SVG,
  pngHeaderOf,
  pngOf,
  SVG_WITH_SCRIPT,
} from '../../../tests/support/pictures.ts';
import { ConfigDirectory } from '../editor/config-dir.ts';
import { directorySource } from '../editor/config-source.ts';
import { editorPlugin } from '../editor/plugin.ts';
import { directoryLibrary } from './directory-library.ts';
import { MAX_UPLOAD_BYTES } from './picture-check.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
let dir: string;
let publicDir: string;
let configDir: string;
let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-'));
  configDir = join(dir, 'config');
  cpSync(fixtureConfigDir, configDir, { recursive: true });
  publicDir = join(dir, 'public');
  mkdirSync(join(publicDir, 'images', 'illustrations'), { recursive: true });
  const bundleDir = join(dir, 'bundle');
  mkdirSync(join(bundleDir, 'assets'), { recursive: true });
  writeFileSync(join(bundleDir, 'index.html'), '<!doctype html><title>editor</title>');
  app = Fastify({ logger: false });
  await app.register(editorPlugin, {
    source: directorySource(new ConfigDirectory(configDir), 'fixture'),
    library: directoryLibrary(publicDir),
    projectRoot,
    bundleDir,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const uploadsDir = () => join(publicDir, 'images', 'uploads');
/** Every file under public/images/uploads, temporary ones included. */
const stored = () => {
  try {
    return readdirSync(uploadsDir()).sort();
  } catch {
    return [];
  }
};

async function upload(name: string, bytes: Buffer | string) {
  const response = await fetch(`${base}/api/pictures`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-picture-name': encodeURIComponent(name) },
    body: new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes) : bytes),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      picture?: { src: string; width: number; height: number; bytes: number };
      existed?: boolean;
      cleaning?: { removed: string[]; turned: boolean };
    },
  };
}

describe('an upload under npm run edit', () => {
  it('stores a PNG under public/images/uploads, named from its file name and content, with its size', async () => {
    const png = await pngOf(64, 48);
    const { status, body } = await upload('Team Photo (final).PNG', png);
    expect(status).toBe(201);
    expect(body.picture).toMatchObject({ width: 64, height: 48, bytes: png.length });
    expect(body.picture!.src).toMatch(/^\/images\/uploads\/team-photo-final-[0-9a-f]{10}\.png$/);
    expect(stored()).toEqual([body.picture!.src.split('/').pop()]);
    expect(readFileSync(join(publicDir, body.picture!.src)).equals(png)).toBe(true);
    // The editor serves it, and lists it in the library.
    expect((await fetch(`${base}${body.picture!.src}`)).status).toBe(200);
    const library = (await (await fetch(`${base}/api/pictures`)).json()) as { pictures: { src: string }[] };
    expect(library.pictures.map((picture) => picture.src)).toContain(body.picture!.src);
  });

  it('stores and serves a phone photo without its location, camera, author or comments, turned upright', async () => {
    const photo = await phonePhoto();
    expect(phoneDetailsIn(photo).length).toBeGreaterThan(0);
    const { status, body } = await upload('IMG_2041.jpg', photo);
    expect(status).toBe(201);
    // Shown 20 x 40 (the camera's orientation applied), and the answer says what went.
    expect(body.picture).toMatchObject({ width: 20, height: 40 });
    expect(body.cleaning).toEqual({
      removed: ['location', 'camera', 'author', 'comment', 'otherDetails'],
      turned: true,
    });
    const written = readFileSync(join(publicDir, body.picture!.src));
    expect(body.picture!.bytes).toBe(written.length);
    expect(phoneDetailsIn(written)).toEqual([]);
    const served = Buffer.from(await (await fetch(`${base}${body.picture!.src}`)).arrayBuffer());
    expect(phoneDetailsIn(served)).toEqual([]);
    // Every file written under public/, temporary ones included.
    for (const name of stored()) expect(phoneDetailsIn(readFileSync(join(uploadsDir(), name)))).toEqual([]);
    // The same photo again finds the cleaned one.
    const again = await upload('IMG_2041 (1).jpg', photo);
    expect(again.body).toMatchObject({ existed: true, picture: { src: body.picture!.src } });
  });

  it('stores the same picture once, whatever name it comes under', async () => {
    const png = await pngOf(20, 20);
    const first = await upload('logo.png', png);
    const second = await upload('logo copy.png', png);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toMatchObject({ existed: true, picture: { src: first.body.picture!.src } });
    expect(stored()).toHaveLength(1);
  });

  it('takes the kind from the content, not from the name: a JPEG named .png is stored as .jpg', async () => {
    const { status, body } = await upload('photo.png', await jpegOf(30, 20));
    expect(status).toBe(201);
    expect(body.picture!.src).toMatch(/^\/images\/uploads\/photo-[0-9a-f]{10}\.jpg$/);
  });

  it('makes names with ../ or control characters harmless: the file lands in uploads/, slugged', async () => {
    const png = await pngOf(10, 10, 7);
    const { status, body } = await upload('../../config/site\u0000\u0007\r\n.json.png', png);
    expect(status).toBe(201);
    expect(body.picture!.src).toMatch(/^\/images\/uploads\/site-json-[0-9a-f]{10}\.png$/);
    expect(readdirSync(join(configDir)).includes('site.json.png')).toBe(false);
    const nothing = await upload('..', await pngOf(10, 10, 8));
    expect(nothing.body.picture!.src).toMatch(/^\/images\/uploads\/picture-[0-9a-f]{10}\.png$/);
  });

  it('accepts an SVG only when the sanitizer leaves it unchanged, and says why it refuses one', async () => {
    const plain = await upload('bar.svg', PLAIN_SVG);
    expect(plain.status).toBe(201);
    expect(plain.body.picture).toMatchObject({ width: 40, height: 20 });
    const scripted = await upload('bar2.svg', SVG_WITH_SCRIPT);
    expect(scripted.status).toBe(422);
    expect(scripted.body.message).toMatch(/refused: it contains a script\. Export it again/);
    const handler = await upload('x.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(handler.body.message).toContain('an event attribute (onload)');
    const outside = await upload(
      'y.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
    );
    expect(outside.body.message).toContain('a reference to another file');
    const html = await upload('z.svg', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>');
    expect(html.body.message).toContain('embedded HTML (foreignObject)');
    const stylesheet = await upload(
      's.svg',
      '<?xml-stylesheet href="https://tracker.example/x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(stylesheet.status).toBe(422);
    expect(stylesheet.body.message).toMatch(
      /refused: it contains a processing instruction .*makes a browser load another file/,
    );
    const huge = await upload('huge.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="40000"/>');
    expect(huge.status).toBe(422);
    expect(huge.body.message).toMatch(/40,000 x 40,000 pixels; at most 12,000 pixels a side/);
    expect(stored()).toHaveLength(1);
    // A comment is taken out, and the answer says so.
    const commented = await upload(
      'c.svg',
      PLAIN_SVG.replace('<title>', '<!-- by Jane Doe, /home/jane --><title>').replace('#1f4fd1', '#1f4fd2'),
    );
    expect(commented.status).toBe(201);
    expect(commented.body.cleaning).toEqual({ removed: ['comment'], turned: false });
    expect(readFileSync(join(publicDir, commented.body.picture!.src), 'utf8')).not.toContain('Jane');
  });

  it('refuses a renamed executable, a truncated PNG, a 0-byte file, a 40,000 x 40,000 PNG and an animated GIF, writing nothing', async () => {
    const png = await pngOf(200, 200, 3);
    const cases: [string, Buffer, number, RegExp][] = [
      ['holiday.png', EXECUTABLE, 415, /not a picture the site can show, whatever its name says\. Upload PNG/],
      [
        'cut.png',
        png.subarray(0, Math.floor(png.length / 2)),
        422,
        /damaged or incomplete.*Export or download it again/,
      ],
      ['empty.png', Buffer.alloc(0), 422, /empty \(0 bytes\)\. Choose the picture itself/],
      [
        'bomb.png',
        pngHeaderOf(40_000, 40_000),
        422,
        /40,000 x 40,000 pixels; at most 12,000 pixels a side.*Make it smaller/,
      ],
      ['moving.gif', await animatedGif(), 422, /^Animated GIFs are not accepted\. Upload a still picture/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const answer = await upload(name, bytes);
      expect({ name, status: answer.status }).toEqual({ name, status });
      expect(answer.body.message).toMatch(message);
    }
    expect(stored()).toEqual([]);
  });

  it('refuses a file over 10 MiB, by its Content-Length, before reading it', async () => {
    const answer = await upload('huge.png', Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than 10 MiB\. Make it smaller/);
    expect(stored()).toEqual([]);
  });

  it('answers two uploads of one name at once, both stored, nothing half-written left', async () => {
    const [a, b] = [await pngOf(40, 40, 11), await pngOf(40, 40, 12)];
    const answers = await Promise.all([upload('same.png', a), upload('same.png', b), upload('same.png', a)]);
    // The same picture twice at once: both answered as stored, under one name (the second may find the first).
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(answers[0]!.body.picture!.src).toBe(answers[2]!.body.picture!.src);
    const names = stored();
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^same-[0-9a-f]{10}\.png$/.test(name))).toBe(true);
    const contents = names.map((name) => readFileSync(join(uploadsDir(), name)));
    expect(contents.some((bytes) => bytes.equals(a)) && contents.some((bytes) => bytes.equals(b))).toBe(true);
  });

  it('stores nothing of an upload cut off half way, and goes on answering', async () => {
    const png = await pngOf(300, 300, 5);
    const { port } = new URL(base);
    await new Promise<void>((done, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/pictures HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\n` +
            `X-Picture-Name: cut.png\r\nContent-Length: ${png.length}\r\n\r\n`,
        );
        socket.write(png.subarray(0, Math.floor(png.length / 2)), () => socket.destroy());
      });
      socket.on('close', () => done());
      socket.on('error', fail);
    });
    // The server saw the connection end before the body: the next request is answered as usual.
    const after = await upload('after.png', await pngOf(10, 10, 9));
    expect(after.status).toBe(201);
    expect(stored()).toEqual([after.body.picture!.src.split('/').pop()]);
  });

  it('deletes a picture nothing uses; refuses, with the files, one still used', async () => {
    const { body } = await upload('unused.png', await pngOf(12, 12, 21));
    const remove = (src: string) =>
      fetch(`${base}/api/pictures/delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ src }),
      });
    const siteText = readFileSync(join(configDir, 'site.json'), 'utf8');
    const used = /"(\/images\/[^"]+)"/.exec(siteText)?.[1];
    expect(used).toBeDefined();
    mkdirSync(dirname(join(publicDir, used!)), { recursive: true });
    writeFileSync(join(publicDir, used!), PLAIN_SVG);
    const refused = await remove(used!);
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { message: string; usedBy: string[] };
    expect(answer.usedBy).toContain('site.json');
    expect(answer.message).toMatch(/still used by \d+ files?; nothing was deleted/);
    expect(readFileSync(join(publicDir, used!), 'utf8')).toBe(PLAIN_SVG);
    expect((await remove(body.picture!.src)).status).toBe(200);
    expect(stored()).toEqual([]);
    expect((await remove('/images/../../config/site.json')).status).toBe(404);
    expect(readFileSync(join(configDir, 'site.json'), 'utf8')).toBe(siteText);
  });
});
