import { describe, expect, it } from 'vitest';
import { createTapGuard } from './tap-guard.ts';

describe('tap guard', () => {
  it('ignores a second run of a key while the first runs, then allows it again', async () => {
    const guard = createTapGuard();
    let release = () => undefined as void;
    let runs = 0;
    const slow = () => {
      runs += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const first = guard.run('onPress', slow);
    await guard.run('onPress', slow);
    expect(runs).toBe(1);
    await guard.run('onLongPress', async () => void (runs += 10));
    expect(runs).toBe(11);
    release();
    await first;
    await guard.run('onPress', async () => void (runs += 100));
    expect(runs).toBe(111);
  });

  it('frees the key when the task fails', async () => {
    const guard = createTapGuard();
    await expect(guard.run('onPress', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let ran = false;
    await guard.run('onPress', async () => void (ran = true));
    expect(ran).toBe(true);
  });
});
