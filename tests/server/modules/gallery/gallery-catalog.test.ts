import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { CONFIG, createGalleryFiles, FAQ, type GalleryFiles } from './gallery-files.ts';

interface CatalogScreen {
  id: string;
  title: string;
  path: string | null;
  file: string;
  problems: string[];
  fixtures: Array<{ name: string; title: string; file: string; problems: string[] }>;
}

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

async function catalog(): Promise<CatalogScreen[]> {
  const response = await t.app.inject({ method: 'GET', url: '/__gallery/api/catalog' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { screens: CatalogScreen[] }).screens;
}

const screenFile = (id: string) => files.label(path.join(files.screensDir, `${id}.json`));
const fixtureFile = (screen: string, name: string) =>
  files.label(path.join(files.fixturesDir, screen, `${name}.json`));

describe('the gallery catalogue', () => {
  it('lists every served screen with its fixtures, and a screen without any with its problem', async () => {
    expect(await catalog()).toEqual([
      {
        id: 'alert',
        title: 'Open in Safari',
        path: '/alert',
        file: screenFile('alert'),
        problems: [
          `${screenFile('alert')}:1 /: this screen has no fixture. Add ${files.label(path.join(files.fixturesDir, 'alert', 'default.json'))} (see docs/adding-a-screen.md).`,
        ],
        fixtures: [],
      },
      {
        id: 'help',
        title: 'Help Center',
        path: '/personal/help',
        file: screenFile('help'),
        problems: [],
        fixtures: [
          {
            name: 'default',
            title: 'Questions and the customer service number',
            file: fixtureFile('help', 'default'),
            problems: [],
          },
          {
            name: 'no-questions',
            title: 'No questions yet',
            file: fixtureFile('help', 'no-questions'),
            problems: [],
          },
        ],
      },
    ]);
  });

  it("shows a broken fixture's schemas:check problem at once, and stops when it is mended", async () => {
    const broken = {
      title: 'A question without its answer',
      answers: { 'client.faq': { data: [{ title: 'Q' }] }, 'client.config': { data: CONFIG } },
    };
    files.writeFixture('help', 'broken', broken);
    const withProblem = (await catalog()).find((s) => s.id === 'help')!;
    expect(withProblem.fixtures.find((f) => f.name === 'broken')).toEqual({
      name: 'broken',
      title: 'A question without its answer',
      file: fixtureFile('help', 'broken'),
      problems: [
        `${fixtureFile('help', 'broken')}:6 /answers/client.faq/data/0: "content" is missing: it is required in the response data of client.faq.`,
      ],
    });
    files.writeFixture('help', 'broken', {
      ...broken,
      answers: { ...broken.answers, 'client.faq': { data: FAQ } },
    });
    const mended = (await catalog()).find((s) => s.id === 'help')!;
    expect(mended.fixtures.find((f) => f.name === 'broken')!.problems).toEqual([]);
  });

  it('shows a screen file that is not JSON with its problem, by its id', async () => {
    files.writeFixture('help', 'broken', '{ "title": "half written", ');
    const help = (await catalog()).find((s) => s.id === 'help')!;
    const fixture = help.fixtures.find((f) => f.name === 'broken')!;
    expect(fixture.title).toBe('broken');
    expect(fixture.problems).toHaveLength(1);
    expect(fixture.problems[0]).toMatch(
      new RegExp(
        `^${fixtureFile('help', 'broken').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1 /: this file is not valid JSON: `,
      ),
    );
  });
});

describe("one screen's page of the gallery", () => {
  it('gives the document /api1/screens serves, its fixtures and its problems', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/__gallery/api/screen/help' });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as {
      screen: CatalogScreen;
      document: unknown;
      fixtures: Record<string, unknown>;
    };
    const served = await apiGet(t.app, '/screens/help');
    expect(answer.document).toEqual(served.body.data ?? served.body);
    expect(answer.screen.id).toBe('help');
    expect(Object.keys(answer.fixtures)).toEqual(['broken', 'default', 'no-questions']);
    expect(answer.fixtures['no-questions']).toEqual({
      title: 'No questions yet',
      answers: { 'client.faq': { data: [] }, 'client.config': { data: CONFIG } },
    });
    expect(answer.fixtures['broken']).toBeNull();
  });

  it('answers 404 for a screen that is not served', async () => {
    for (const id of ['nothing-here', '..%2Fsecrets'])
      expect((await t.app.inject({ method: 'GET', url: `/__gallery/api/screen/${id}` })).statusCode).toBe(
        404,
      );
  });
});
