import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAll, checkTree } from './check-all.ts';
import { fixtureTree, PROJECT_ROOT, problemsIn } from './fixture-dirs.ts';

describe('checkAll', () => {
  it('finds nothing wrong in a good set of screens, endpoints and widgets', () => {
    const report = checkTree(fixtureTree('screens-good'));
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({ screens: 3, endpoints: 10, widgets: 5 });
  });

  it('checks a structurally broken screen no further', () => {
    // Its binding "data.x.y" is wrong too, but is only reported once the structure is fixed.
    expect(problemsIn('screens-unstructured')).toEqual([
      'scripts/check/fixtures/screens-unstructured/extra.json /extra: "extra" is not allowed in a screen. Expected one of: $schema, id, format, version, route, data, state, forms, dialogs, onEnter, back, body.',
    ]);
  });

  it('reports a screen file that is not JSON', () => {
    const screensDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    try {
      fs.writeFileSync(path.join(screensDir, 'bad.json'), '{ "id": "bad", "format": 1,\n');
      const problems = checkAll({ ...fixtureTree('screens-good'), screensDir, root: screensDir });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file: 'bad.json', pointer: '' });
      expect(problems[0]!.message).toMatch(/^this file is not valid JSON: /);
    } finally {
      fs.rmSync(screensDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a stray comma', (text: string) => text.replace('"format": 2,', '"format": 2,,')],
    ['an unknown action', (text: string) => text.replace('"action": "submit"', '"action": "sumbit"')],
    ['a key written twice', (text: string) => text.replace('"format": 2,', '"format": 2,\n  "format": 2,')],
  ])('says of a screen with %s that one thing, not what follows from its absence', (_case, breakIt) => {
    // The app's own screens, login.json broken as staff might by hand: before, every link to
    // /login was "not the route of any screen" and every login text "unused: remove it".
    const screensDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    try {
      const own = path.join(PROJECT_ROOT, 'schemas', 'screens');
      for (const name of fs.readdirSync(own))
        fs.copyFileSync(path.join(own, name), path.join(screensDir, name));
      const login = path.join(screensDir, 'login.json');
      const broken = breakIt(fs.readFileSync(login, 'utf8'));
      expect(broken).not.toBe(fs.readFileSync(login, 'utf8'));
      fs.writeFileSync(login, broken);
      const problems = checkAll({
        screensDir,
        endpointsDir: path.join(PROJECT_ROOT, 'schemas', 'api', 'endpoints'),
        widgetsDir: path.join(PROJECT_ROOT, 'widgets'),
        copyDir: path.join(PROJECT_ROOT, 'schemas', 'copy'),
        root: PROJECT_ROOT,
      });
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.filter((problem) => !problem.file.endsWith('/login.json'))).toEqual([]);
    } finally {
      fs.rmSync(screensDir, { recursive: true, force: true });
    }
  });

  it('reports a key written twice in one object, where the second replaced the first unseen', () => {
    const screensDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    try {
      fs.writeFileSync(
        path.join(screensDir, 'twice.json'),
        [
          '{',
          '  "id": "twice",',
          '  "forms": {',
          '    "login": {',
          '      "fields": {',
          '        "phone": { "default": "", "rules": [{ "rule": "required", "message": "Enter it" }] },',
          '        "phone": { "default": "" }',
          '      }',
          '    }',
          '  }',
          '}',
        ].join('\n'),
      );
      const problems = checkAll({ ...fixtureTree('screens-good'), screensDir, root: screensDir });
      expect(problems).toEqual([
        {
          file: 'twice.json',
          pointer: '/forms/login/fields/phone',
          line: 7,
          message: '"phone" is written twice in this object, and the second replaces the first. Keep one.',
        },
      ]);
    } finally {
      fs.rmSync(screensDir, { recursive: true, force: true });
    }
  });

  it('reports widget props schemas whose x-widget facts are missing, wrong or repeated', () => {
    const DIR = 'scripts/check/fixtures/widgets-broken';
    expect(
      problemsIn('screens-good', { widgets: 'widgets-broken' }).filter((p) => p.startsWith(DIR)),
    ).toEqual([
      `${DIR}/Bad/props.schema.json /x-widget/since: expected the format version the widget appeared in (1 or more), found nothing.`,
      `${DIR}/Bad/props.schema.json /x-widget/events: expected a list of event names such as ["onPress"], found ["press"].`,
      `${DIR}/Bad/props.schema.json /x-widget/container: expected true or false, found "no".`,
      `${DIR}/TwiceAgain/props.schema.json /x-widget/type: the widget type "Twice" is already declared by ${DIR}/Twice/props.schema.json.`,
    ]);
  });
});
