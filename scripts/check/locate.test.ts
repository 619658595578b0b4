import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAll } from './check-all.ts';
import { fixtureTree, locatedProblemsIn } from './fixture-dirs.ts';
import { lineOf } from './locate.ts';
import { formatProblem } from './problem.ts';

const TEXT = `{
  "id": "x",
  "body": [
    { "type": "Text", "props": { "text": "a" } },
    {
      "type": "Button",
      "props": {
        "label": "Go"
      }
    }
  ],
  "a/b": { "c~d": 1 }
}
`;

describe('lineOf', () => {
  it('finds the line of a value through objects and lists', () => {
    expect(lineOf(TEXT, '/id')).toBe(2);
    expect(lineOf(TEXT, '/body/0/props/text')).toBe(4);
    expect(lineOf(TEXT, '/body/1/props/label')).toBe(8);
    expect(lineOf(TEXT, '/body/1')).toBe(5);
  });

  it('walks lists inside lists', () => {
    const nested =
      '{\n  "body": [\n    {\n      "children": [\n        1,\n        {\n          "x": [0, 1]\n        }\n      ]\n    }\n  ]\n}';
    expect(lineOf(nested, '/body/0/children/1/x')).toBe(7);
    expect(lineOf(nested, '/body/0/children/0')).toBe(5);
  });

  it('reads escaped pointer segments (~1 is /, ~0 is ~)', () => {
    expect(lineOf(TEXT, '/a~1b/c~0d')).toBe(12);
  });

  it('falls back to the nearest value there is for something missing', () => {
    expect(lineOf(TEXT, '/body/1/props/variant')).toBe(7);
    expect(lineOf(TEXT, '/body/7/type')).toBe(3);
    expect(lineOf(TEXT, '')).toBe(1);
  });

  it('gives the line of the first syntax error of a broken file', () => {
    expect(lineOf('{\n  "id": "x"\n  "format": 1\n}', '')).toBe(3);
  });
});

describe('schemas:check messages name the file and the line', () => {
  it('prints file:line for structural, binding, call and widget problems', () => {
    const first = (folder: string) => locatedProblemsIn(folder)[0];
    expect(first('screens-structure')).toBe(
      'scripts/check/fixtures/screens-structure/broken.json:6 /titel: "titel" is not allowed in a screen. Expected one of: $schema, id, format, version, route, data, state, forms, dialogs, onEnter, back, body.',
    );
    expect(first('screens-bindings')).toBe(
      'scripts/check/fixtures/screens-bindings/bindings.json:10 /back/when/$gt/0: the binding "state.cout" reads the state key "cout", which is not declared in "state". Expected one of: state.count. Did you mean "state.count"?',
    );
    expect(first('screens-calls')).toBe(
      'scripts/check/fixtures/screens-calls/calls.json:13 /body/0/onPress/0/endpoint: the endpoint "user.logn" does not exist in schemas/api/endpoints. Did you mean "user.login"?',
    );
    expect(first('screens-widgets')).toBe(
      'scripts/check/fixtures/screens-widgets/widgets.json:8 /body/0/type: "Buton" is not a known widget. Expected one of: Button, Carousel, Column, Text, TextField. Did you mean "Button"?',
    );
  });

  it('points a file that is not JSON at the line of the mistake, with the fix', () => {
    const screensDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    try {
      fs.writeFileSync(
        path.join(screensDir, 'bad.json'),
        '{\n  "id": "bad",\n  "format": 2\n  "version": 1\n}\n',
      );
      const [problem] = checkAll({ ...fixtureTree('screens-good'), screensDir, root: screensDir });
      expect(formatProblem(problem!)).toMatch(
        /^bad\.json:4 \/: this file is not valid JSON: .+\. Fix the text at this line: a missing or extra comma, quote or bracket is the usual cause\.$/,
      );
    } finally {
      fs.rmSync(screensDir, { recursive: true, force: true });
    }
  });
});
