import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RENDERER_FORMAT } from '../../renderer/format.ts';
import { MIGRATION_STEPS } from '../../renderer/loading/migrations/upgrade-document.ts';
import { checkAll } from './check-all.ts';
import { FIXTURES, PROJECT_ROOT, problemsIn } from './fixture-dirs.ts';
import { CURRENT_FORMAT, knownFormats } from './meta-schema.ts';

const FILE = 'scripts/check/fixtures/screens-formats/old.json';
const outdated = (format: number) =>
  `this screen is written against format ${format}, but the newest format is 2. Run npm run schemas:migrate to rewrite it.`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-format-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Pointer and message of each problem of the screens in `screensDir`, against the real widgets. */
function realProblems(screensDir: string, widgetsDir = 'widgets'): string[] {
  return checkAll({ root: PROJECT_ROOT, screensDir, endpointsDir: 'schemas/api/endpoints', widgetsDir }).map(
    (p) => `${path.basename(p.file)} ${p.pointer}: ${p.message}`,
  );
}

function screen(id: string, format: number, body: unknown[]): void {
  const doc = { id, format, version: 1, route: { path: `/${id}` }, body };
  fs.writeFileSync(path.join(dir, `${id}.json`), `${JSON.stringify(doc, null, 2)}\n`);
}

describe('format versions in schemas:check', () => {
  it('the newest meta-schema is the format the renderer draws, and every older one has its migration', () => {
    expect(CURRENT_FORMAT).toBe(Math.max(...knownFormats()));
    expect(RENDERER_FORMAT).toBe(CURRENT_FORMAT);
    for (const format of knownFormats().filter((f) => f < CURRENT_FORMAT)) {
      expect(MIGRATION_STEPS.has(format)).toBe(true);
    }
  });

  it('asks for the migration of an older screen first, then names widgets and props newer than its format', () => {
    expect(problemsIn('screens-formats')).toEqual([
      `${FILE} /format: ${outdated(1)}`,
      `${FILE} /body/1/type: the Carousel widget first appears in format 2, but this screen is written against format 1. Expected a widget of format 1 or older, or a newer "format".`,
      `${FILE} /body/2/props/icon: the "icon" property of the Button widget first appears in format 2, but this screen is written against format 1. Expected a property of format 1 or older, or a newer "format".`,
      // current.json, of format 2, uses the same widget and prop without a problem.
    ]);
  });

  it('reports only the migration for real format-1 screens whose Links still say text', () => {
    expect(realProblems(path.join(FIXTURES, 'screens-format-1'))).toEqual([
      `help.json /format: ${outdated(1)}`,
      `overlay.feedback.json /format: ${outdated(1)}`,
    ]);
  });

  it('names a Link label written into a format-1 screen, and a Link text written into a format-2 one', () => {
    const href = 'tel:+911234567890';
    screen('old-label', 1, [{ type: 'Link', props: { label: 'Call us', href } }]);
    screen('new-text', 2, [{ type: 'Link', props: { text: 'Call us', href } }]);
    expect(realProblems(dir)).toEqual([
      'new-text.json /body/0/props/text: "text" is not a property of the Link widget. Expected one of: label, href, icon. It was renamed "label" in format 2: write "label", or run npm run schemas:migrate on a file of an older format.',
      `old-label.json /format: ${outdated(1)}`,
      'old-label.json /body/0/props/label: the "label" property of the Link widget first appears in format 2, but this screen is written against format 1. Expected a property of format 1 or older, or a newer "format".',
    ]);
  });

  it('reports a props schema whose x-since is not a format version', () => {
    const widgets = path.join(dir, 'widgets');
    fs.mkdirSync(path.join(widgets, 'Badge'), { recursive: true });
    const schema = {
      'x-widget': { type: 'Badge', since: 1, events: [], container: false },
      type: 'object',
      properties: { text: { type: 'string' }, tone: { type: 'string', 'x-since': '2' } },
    };
    fs.writeFileSync(path.join(widgets, 'Badge', 'props.schema.json'), JSON.stringify(schema, null, 2));
    const screens = path.join(dir, 'screens');
    fs.mkdirSync(screens);
    expect(realProblems(screens, widgets)).toEqual([
      'props.schema.json /properties/tone/x-since: expected the format version the property appeared in (1 or more), found "2".',
    ]);
  });
});
