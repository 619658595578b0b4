import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../check/fixture-dirs.ts';
import { extractCopy } from './extract-copy.ts';

const screen = {
  id: 'login',
  format: 2,
  version: 4,
  route: { path: '/login', title: 'Sign In' },
  state: { resendIn: 0 },
  body: [
    { type: 'Text', props: { text: 'Sign In', variant: 'title' } },
    {
      type: 'TextField',
      props: {
        form: 'login',
        field: 'phone',
        label: 'Mobile number',
        prefix: '+91',
        action: { label: { $fn: 'concat', args: ['Resend in ', { $bind: 'state.resendIn' }, ' s'] } },
      },
    },
    { type: 'Button', props: { label: { $copy: 'login.go' } } },
  ],
};

function tree() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'copy-extract-'));
  const screensDir = path.join(root, 'screens');
  const copyDir = path.join(root, 'copy');
  mkdirSync(screensDir);
  mkdirSync(copyDir);
  writeFileSync(path.join(screensDir, 'login.json'), `${JSON.stringify(screen, null, 2)}\n`);
  writeFileSync(
    path.join(copyDir, 'en.json'),
    JSON.stringify({ 'login.go': 'Go', 'home.sign-in': 'Sign In' }),
  );
  writeFileSync(
    path.join(copyDir, 'hi.json'),
    JSON.stringify({ 'login.go': 'चलें', 'home.sign-in': 'साइन इन' }),
  );
  return { screensDir, copyDir };
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('npm run copy:extract', () => {
  it("moves a screen's texts into en.json, one key per text, and writes references in their place", async () => {
    const { screensDir, copyDir } = tree();
    const report = await extractCopy({
      screensDir,
      copyDir,
      widgetsDir: path.join(PROJECT_ROOT, 'widgets'),
      prettierConfig: path.join(PROJECT_ROOT, '.prettierrc.json'),
    });
    expect(report).toEqual({
      screens: [{ file: 'login.json', texts: 4 }],
      added: ['login.mobile-number', 'login.resend-in-s', 'login.sign-in'],
      skipped: [],
    });
    const english = readFileSync(path.join(copyDir, 'en.json'), 'utf8');
    expect(JSON.parse(english)).toEqual({
      'home.sign-in': 'Sign In',
      'login.go': 'Go',
      'login.mobile-number': 'Mobile number',
      'login.resend-in-s': 'Resend in {{state.resendIn}} s',
      'login.sign-in': 'Sign In',
    });
    // Sorted, one key a line, as prettier writes it; translations are sorted the same way.
    expect(english.split('\n')[1]).toBe('  "home.sign-in": "Sign In",');
    expect(Object.keys(read(path.join(copyDir, 'hi.json')))).toEqual(['home.sign-in', 'login.go']);

    const written = read(path.join(screensDir, 'login.json')) as typeof screen;
    expect(written.version).toBe(5);
    expect(written.route.title).toEqual({ $copy: 'login.sign-in' });
    expect(written.body[0]!.props).toEqual({ text: { $copy: 'login.sign-in' }, variant: 'title' });
    expect(written.body[1]!.props).toEqual({
      form: 'login',
      field: 'phone',
      label: { $copy: 'login.mobile-number' },
      prefix: '+91',
      action: { label: { $copy: 'login.resend-in-s' } },
    });
  });

  it('keeps a no-break space written as \\u00a0 so, in the catalogue and in the screen', async () => {
    const { screensDir, copyDir } = tree();
    // As staff write it by hand: the sign kept with its amount.
    writeFileSync(path.join(copyDir, 'en.json'), '{ "home.amount": "\\u20b9\\u00a0{{state.amount}}" }');
    const withSpace = {
      ...screen,
      body: [...screen.body, { type: 'Text', props: { text: 'Pay\u00a0now' } }],
    };
    writeFileSync(path.join(screensDir, 'login.json'), `${JSON.stringify(withSpace, null, 2)}\n`);
    await extractCopy({
      screensDir,
      copyDir,
      widgetsDir: path.join(PROJECT_ROOT, 'widgets'),
      prettierConfig: path.join(PROJECT_ROOT, '.prettierrc.json'),
    });
    const english = readFileSync(path.join(copyDir, 'en.json'), 'utf8');
    expect(english).toContain('"home.amount": "₹\\u00a0{{state.amount}}"');
    expect(english).toContain('"login.pay-now": "Pay\\u00a0now"');
    expect(english).not.toContain('\u00a0');
    expect(read(path.join(copyDir, 'en.json'))['home.amount']).toBe('₹\u00a0{{state.amount}}');
  });

  it('leaves a screen without literal texts untouched', async () => {
    const { screensDir, copyDir } = tree();
    const options = {
      screensDir,
      copyDir,
      widgetsDir: path.join(PROJECT_ROOT, 'widgets'),
      prettierConfig: path.join(PROJECT_ROOT, '.prettierrc.json'),
    };
    await extractCopy(options);
    const once = readFileSync(path.join(screensDir, 'login.json'), 'utf8');
    expect((await extractCopy(options)).screens).toEqual([]);
    expect(readFileSync(path.join(screensDir, 'login.json'), 'utf8')).toBe(once);
  });
});
