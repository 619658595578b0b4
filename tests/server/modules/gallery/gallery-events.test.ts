import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createGalleryFiles, type GalleryFiles } from './gallery-files.ts';

let files: GalleryFiles;
let t: TestApp;
beforeAll(async () => {
  files = createGalleryFiles();
  t = await createTestApp({ screensDir: files.screensDir, env: { FIXTURES_DIR: files.fixturesDir } });
});
afterAll(async () => {
  await t.close();
  files.remove();
});

/** Collects the `change` events of a stream; `next(n)` waits (up to 5 s) for n more of them. */
function changeEvents(stream: Readable) {
  const found: unknown[] = [];
  let text = '';
  let taken = 0;
  stream.on('data', (chunk) => {
    text += String(chunk);
    const events = text.split('\n\n');
    text = events.pop() ?? '';
    for (const event of events) {
      const data = /^event: change\ndata: (.*)$/m.exec(event)?.[1];
      if (data !== undefined) found.push(JSON.parse(data));
    }
  });
  return {
    async next(count: number): Promise<unknown[]> {
      for (let waited = 0; found.length < taken + count && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const got = found.slice(taken);
      taken = found.length;
      return got;
    },
  };
}

describe('the gallery event stream', () => {
  it('tells the page which file changed, naming its screen', async () => {
    const controller = new AbortController();
    const response = await t.app.inject({
      method: 'GET',
      url: '/__gallery/api/events',
      payloadAsStream: true,
      signal: controller.signal,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const stream = response.stream();
    const events = changeEvents(stream);
    try {
      // Let the watchers start, then edit as staff would: a fixture, then a screen.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const fixture = files.writeFixture('help', 'default', { title: 'Edited' });
      expect(await events.next(1)).toEqual([{ file: files.label(fixture), screen: 'help' }]);

      const screen = path.join(files.screensDir, 'alert.json');
      fs.appendFileSync(screen, '\n');
      expect(await events.next(1)).toEqual([{ file: files.label(screen), screen: 'alert' }]);
    } finally {
      controller.abort();
      stream.destroy();
    }
  });
});
