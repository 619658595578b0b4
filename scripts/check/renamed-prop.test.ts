import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAll } from './check-all.ts';
import { PROJECT_ROOT } from './fixture-dirs.ts';
import { formatProblem } from './problem.ts';

describe('a property renamed by a format change', () => {
  it('tells staff who write the old name what it is called now', () => {
    const screensDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    try {
      const screen = {
        id: 'contact',
        format: 2,
        version: 1,
        body: [{ type: 'Link', props: { text: 'Call us', href: 'tel:18001234567' } }],
      };
      fs.writeFileSync(path.join(screensDir, 'contact.json'), `${JSON.stringify(screen, null, 2)}\n`);
      const problems = checkAll({
        root: screensDir,
        screensDir,
        endpointsDir: path.join(PROJECT_ROOT, 'schemas/api/endpoints'),
        widgetsDir: path.join(PROJECT_ROOT, 'widgets'),
      }).map(formatProblem);
      expect(problems).toEqual([
        'contact.json:9 /body/0/props/text: "text" is not a property of the Link widget. Expected one of: label, href, icon. It was renamed "label" in format 2: write "label", or run npm run schemas:migrate on a file of an older format.',
      ]);
    } finally {
      fs.rmSync(screensDir, { recursive: true, force: true });
    }
  });
});
