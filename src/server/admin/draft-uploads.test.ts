// Uploads under /admin, on the real server listening on a port (the fixture app): a picture belongs
// to the draft of the account that uploaded it (listed, served and valid in its config for it only),
// counts against the account's quota with a clear message when full, and a discarded draft takes it
// along. (A publish writing it out is the end-to-end suite's: tests/e2e/pictures.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { EXECUTABLE, phoneDetailsIn, phonePhoto, pngOf } from '../../../tests/support/pictures.ts';
import { textHash } from '../editor/config-files.ts';
import { hashPassword } from './passwords.ts';
import { ADMIN_SESSION_COOKIE } from './session.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TOKEN = 'd'.repeat(43);
const PASSWORD = 'the account password';

interface Picture {
  src: string;
  width: number;
  height: number;
  bytes: number;
  draft?: boolean;
}

describe('uploads under /admin', () => {
  let server: FixtureApp;
  let base: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    // A quota of 1 MiB: two pictures of 600 KB do not fit.
    server = await fixtureApp({ DRAFT_UPLOAD_QUOTA_MIB: '1' });
    const store = await server.store();
    const hash = await hashPassword(PASSWORD);
    for (const name of ['asha', 'ben']) {
      const user = await store.accounts.createUser(
        { name, fullName: name, email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
        new Date(),
      );
      await store.accounts.setPassword(user.id, hash, false, new Date());
    }
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    for (const name of ['asha', 'ben']) {
      const response = await fetch(`${base}/admin/api/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
        body: JSON.stringify({ name, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      const session = /admin_session=[^;]+|[^,;\s]+=[^;]+/.exec(
        response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${ADMIN_SESSION_COOKIE}=`))!,
      )![0];
      cookies[name] = `XSRF-TOKEN=${TOKEN}; ${session}`;
    }
  });
  afterAll(() => server.close());

  const headersOf = (as: string, type = 'application/json') => ({
    'content-type': type,
    cookie: cookies[as]!,
    'x-xsrf-token': TOKEN,
  });
  async function upload(as: string, name: string, bytes: Buffer) {
    const response = await fetch(`${base}/admin/api/pictures`, {
      method: 'POST',
      headers: { ...headersOf(as, 'application/octet-stream'), 'x-picture-name': encodeURIComponent(name) },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as { message?: string; picture?: Picture } };
  }
  const library = async (as: string) =>
    ((await (await fetch(`${base}/admin/api/pictures`, { headers: headersOf(as) })).json()) as { pictures: Picture[] })
      .pictures;
  const picture = (as: string, src: string) => fetch(`${base}/admin${src}`, { headers: { cookie: cookies[as]! } });

  it('needs a signed-in account and the anti-forgery header', async () => {
    const anonymous = await fetch(`${base}/admin/api/pictures`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
      body: new Uint8Array(await pngOf(10, 10)),
    });
    expect(anonymous.status).toBe(401);
    const forged = await fetch(`${base}/admin/api/pictures`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: cookies.asha!, 'x-picture-name': 'a.png' },
      body: new Uint8Array(await pngOf(10, 10)),
    });
    expect(forged.status).toBe(403);
  });

  it('keeps an upload in the uploader\u2019s draft: listed, served and valid in its config for that account only', async () => {
    const png = await pngOf(120, 80, 41);
    const { status, body } = await upload('asha', 'Cover photo.png', png);
    expect(status).toBe(201);
    expect(body.picture).toMatchObject({ width: 120, height: 80, bytes: png.length, draft: true });
    const src = body.picture!.src;
    expect(src).toMatch(/^\/images\/uploads\/cover-photo-[0-9a-f]{10}\.png$/);
    expect((await library('asha')).find((entry) => entry.src === src)).toMatchObject({ draft: true });
    expect((await library('ben')).some((entry) => entry.src === src)).toBe(false);
    const served = await picture('asha', src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Not found for anyone else (answered as /admin answers a missing file there).
    expect((await picture('ben', src)).status).toBeGreaterThanOrEqual(400);
    expect((await picture('ben', src)).status).toBeLessThan(500);
    // The config may name it: the save's checks know the draft's pictures.
    const path = 'site.json';
    const text = readFileSync(join(server.configDir, path), 'utf8');
    const firstPicture = /"(\/images\/[^"]+\.(?:svg|png))"/.exec(text)![1]!;
    const edited = text.replace(firstPicture, src);
    const save = await fetch(`${base}/admin/api/save`, {
      method: 'POST',
      headers: headersOf('asha'),
      body: JSON.stringify({ files: [{ path, baseHash: textHash(text), value: JSON.parse(edited) }] }),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    // Used by the draft: not deleted.
    const refused = await fetch(`${base}/admin/api/pictures/delete`, {
      method: 'POST',
      headers: headersOf('asha'),
      body: JSON.stringify({ src }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { usedBy: string[] }).usedBy).toEqual([path]);
  });

  it('deletes a draft\u2019s own picture once unused; a picture of the live site is not deleted from /admin', async () => {
    const remove = (src: string) =>
      fetch(`${base}/admin/api/pictures/delete`, {
        method: 'POST',
        headers: headersOf('asha'),
        body: JSON.stringify({ src }),
      });
    const { body } = await upload('asha', 'spare.png', await pngOf(16, 16, 61));
    expect((await remove(body.picture!.src)).status).toBe(200);
    expect((await library('asha')).some((entry) => entry.src === body.picture!.src)).toBe(false);
    const configTexts = readdirSync(server.configDir, { recursive: true })
      .filter((name) => String(name).endsWith('.json'))
      .map((name) => readFileSync(join(server.configDir, String(name)), 'utf8'))
      .join('\n');
    const live = (await library('asha')).find(
      (entry) => !entry.draft && !configTexts.includes(entry.src) && !entry.src.startsWith('/images/icons/'),
    )!;
    const refused = await remove(live.src);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `${live.src} is on the live site: it is deleted by a developer in the repository (npm run edit), not from /admin. Stop using it here, and it stays unused.`,
    );
  });

  it('keeps a phone photo in the draft without its location, camera, author or comments: served and stored clean', async () => {
    const { status, body } = await upload('asha', 'IMG_0007.jpg', await phonePhoto());
    expect(status).toBe(201);
    expect(body.picture).toMatchObject({ width: 20, height: 40, draft: true });
    const served = Buffer.from(await (await picture('asha', body.picture!.src)).arrayBuffer());
    expect(served.length).toBe(body.picture!.bytes);
    expect(phoneDetailsIn(served)).toEqual([]);
    // The draft's copy is in the database: none of it in the database's files either.
    for (const name of ['cortracker.sqlite', 'cortracker.sqlite-wal'])
      if (existsSync(join(server.dataDir, name)))
        expect(phoneDetailsIn(readFileSync(join(server.dataDir, name))), name).toEqual([]);
  });

  it('answers the same picture uploaded twice at once under one name, stored once', async () => {
    const png = await pngOf(30, 30, 71);
    const answers = await Promise.all([upload('asha', 'twice.png', png), upload('asha', 'twice.png', png)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.picture!.src).toBe(answers[1]!.body.picture!.src);
    expect((await library('asha')).filter((entry) => entry.src === answers[0]!.body.picture!.src)).toHaveLength(1);
  });

  it('refuses what is no picture, and writes nothing to the draft', async () => {
    const before = await library('asha');
    const answer = await upload('asha', 'invoice.png', EXECUTABLE);
    expect(answer.status).toBe(415);
    expect(await library('asha')).toEqual(before);
  });

  it('counts uploads against the account\u2019s quota, with a clear message when full; a discarded draft frees it', async () => {
    const first = await upload('ben', 'first.png', await pngOf(400, 500, 51));
    expect(first.status).toBe(201);
    const second = await upload('ben', 'second.png', await pngOf(400, 500, 52));
    expect(second.status).toBe(413);
    expect(second.body.message).toMatch(
      /^Your draft's pictures take 0\.\d MiB of the 1 MiB an account may hold before publishing; this one \(0\.\d MiB\) does not fit\. Nothing was stored\. Publish or discard your draft/,
    );
    expect((await library('ben')).filter((entry) => entry.draft)).toHaveLength(1);
    // The same picture again is no new upload: it fits.
    expect((await upload('ben', 'again.png', await pngOf(400, 500, 51))).status).toBe(200);
    const discard = await fetch(`${base}/admin/api/draft/discard`, {
      method: 'POST',
      headers: headersOf('ben'),
      body: '{}',
    });
    expect(discard.status).toBe(200);
    expect((await library('ben')).filter((entry) => entry.draft)).toEqual([]);
    expect((await picture('ben', first.body.picture!.src)).status).not.toBe(200);
    expect((await upload('ben', 'second.png', await pngOf(400, 500, 52))).status).toBe(201);
  });
});
