import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../server/paths.ts';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

type Screen = { route: { title: string }; body: unknown[] };

let t: TestApp;
let copyDir: string;
let english: Record<string, string>;
let hindi: Record<string, string>;
beforeAll(async () => {
  // The real screens, and a copy of the real catalogue so the test can edit it as staff would.
  copyDir = await mkdtemp(path.join(os.tmpdir(), 'copy-'));
  await cp(path.join(projectRoot, 'schemas', 'copy'), copyDir, { recursive: true });
  english = JSON.parse(await readFile(path.join(copyDir, 'en.json'), 'utf8'));
  hindi = JSON.parse(await readFile(path.join(copyDir, 'hi.json'), 'utf8'));
  t = await createTestApp({
    screensDir: path.join(projectRoot, 'schemas', 'screens'),
    env: { COPY_DIR: copyDir },
  });
});
afterAll(async () => {
  await t.close();
  await rm(copyDir, { recursive: true, force: true });
});

const headers = (locale?: string) => ({
  'x-renderer-format': '2',
  ...(locale ? { 'x-locale': locale } : {}),
});
const login = (locale?: string) => apiGet<Screen>(t.app, '/screens/login', { headers: headers(locale) });

describe('GET /api1/screens/{id} in the borrower language (x-locale)', () => {
  it('serves the sign-in screen in Hindi, every text from hi.json', async () => {
    const { body, headers: answer } = await login('hi');
    expect(body.data.route.title).toBe(hindi['login.sign-in']);
    const served = JSON.stringify(body.data);
    expect(served).toContain(hindi['login.mobile-number']);
    expect(served).toContain(hindi['login.please-enter-your-mobile-number']);
    expect(served).not.toContain('$copy');
    expect(served).not.toContain(english['login.mobile-number']);
    expect(answer.etag).toMatch(/^"login@\d+-[0-9a-f]{10}-hi"$/);
    expect(answer.vary).toBe('x-renderer-format, x-locale');
  });

  it('serves English when asked, when not asked and for a language it has no texts for', async () => {
    const asked = await login('en');
    expect(asked.body.data.route.title).toBe(english['login.sign-in']);
    expect(JSON.stringify(asked.body.data)).toContain(english['login.mobile-number']);
    expect((await login()).body.data).toEqual(asked.body.data);
    expect((await login('ta')).body.data).toEqual(asked.body.data);
    expect((await login()).headers.etag).toBe(asked.headers.etag);
    expect(asked.headers.etag).not.toBe((await login('hi')).headers.etag);
  });

  it('answers 304 only for the copy of the same language', async () => {
    const etag = String((await login('hi')).headers.etag);
    const ask = (locale: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api1/screens/login',
        headers: { ...headers(locale), 'if-none-match': etag },
      });
    const same = await ask('hi');
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await ask('en')).statusCode).toBe(200);
  });

  it('shows an edited text on the next request in development, with a new ETag', async () => {
    const before = await login('hi');
    const englishBefore = await login('en');
    await writeFile(
      path.join(copyDir, 'hi.json'),
      JSON.stringify({ ...hindi, 'login.sign-in': 'लॉग इन' }, null, 2),
    );
    const after = await login('hi');
    expect(after.body.data.route.title).toBe('लॉग इन');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The English texts did not change (the file was only laid out anew), and neither did the ETag.
    await writeFile(path.join(copyDir, 'en.json'), JSON.stringify(english));
    const englishAfter = await login('en');
    expect(englishAfter.body.data).toEqual(englishBefore.body.data);
    expect(englishAfter.headers.etag).toBe(englishBefore.headers.etag);
  });

  it('keeps the texts read before while a catalogue is saved half-way, and never shows keys', async () => {
    const shown = (await login('hi')).body.data.route.title;
    await writeFile(path.join(copyDir, 'hi.json'), '{ "login.sign-in": "साइन');
    const half = await login('hi');
    expect(half.status).toBe(200);
    expect(half.body.data.route.title).toBe(shown);
    // One comma missing in en.json put "home.apply-now" and the like on every screen before.
    const englishShown = await login('en');
    await writeFile(path.join(copyDir, 'en.json'), JSON.stringify(english).replace('",', '"'));
    expect((await login('en')).body.data).toEqual(englishShown.body.data);
    expect(JSON.stringify((await login('en')).body.data)).not.toContain('login.sign-in');
    await writeFile(path.join(copyDir, 'en.json'), JSON.stringify(english, null, 2));
    await writeFile(path.join(copyDir, 'hi.json'), JSON.stringify(hindi, null, 2));
    expect((await login('hi')).body.data.route.title).toBe(hindi['login.sign-in']);
  });
});

describe('a server started with an English catalogue it cannot read', () => {
  it('refuses the screens, so the app draws the copy it was built with, and says why in the log', async () => {
    const brokenDir = await mkdtemp(path.join(os.tmpdir(), 'copy-'));
    await writeFile(
      path.join(brokenDir, 'en.json'),
      '{ "login.sign-in": "Sign In" "login.mobile-number": "M" }',
    );
    const lines: string[] = [];
    const broken = await createTestApp({
      screensDir: path.join(projectRoot, 'schemas', 'screens'),
      env: { COPY_DIR: brokenDir },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const refused = await apiGet<Screen>(broken.app, '/screens/login', { headers: headers() });
      expect(refused.body).toMatchObject({
        code: 3002,
        msg: 'This screen could not be loaded. Please try again.',
      });
      expect(lines.join('\n')).toContain('screen refused: its copy catalogue is not readable');
    } finally {
      await broken.close();
      await rm(brokenDir, { recursive: true, force: true });
    }
  });
});
