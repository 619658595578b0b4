import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import login from '../../schemas/screens/login.json';
import { resolveScreenCopy } from './resolve-screen-copy.ts';

type Transform = (
  this: { addWatchFile(file: string): void },
  code: string,
  id: string,
) => { code: string } | null;

function transformWith(copyDir: string) {
  const watched: string[] = [];
  const transform = resolveScreenCopy(copyDir).transform as unknown as Transform;
  const context = { addWatchFile: (file: string) => void watched.push(file) };
  return { run: (code: string, id: string) => transform.call(context, code, id), watched };
}

describe('resolve-screen-copy (client build, dev server and tests)', () => {
  it('bundles screens with their texts in English', () => {
    const english = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../schemas/copy/en.json'), 'utf8'),
    );
    // This test imports the screen file itself: it arrives resolved.
    expect(JSON.stringify(login)).not.toContain('$copy');
    expect((login.route as { title: unknown }).title).toBe(english['login.sign-in']);
  });

  it('resolves route facts and whole documents from the copy folder it is given, and watches en.json', () => {
    const copyDir = mkdtempSync(path.join(os.tmpdir(), 'copy-'));
    writeFileSync(path.join(copyDir, 'en.json'), JSON.stringify({ 'x.title': 'Title' }));
    const { run, watched } = transformWith(copyDir);
    const code = JSON.stringify({ id: 'x', route: { path: '/x', title: { $copy: 'x.title' } } });
    expect(JSON.parse(run(code, '/app/schemas/screens/x.json?route&lang.json')!.code).route.title).toBe(
      'Title',
    );
    expect(JSON.parse(run(code, '/app/schemas/screens/x.json')!.code).route.title).toBe('Title');
    expect(watched).toContain(path.join(copyDir, 'en.json'));
  });

  it('leaves every other file alone', () => {
    const { run } = transformWith(os.tmpdir());
    expect(run('{"$copy":"x.y"}', '/app/widgets/text/props.schema.json')).toBeNull();
  });
});
