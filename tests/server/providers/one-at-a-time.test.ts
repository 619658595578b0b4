import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../server/providers/one-at-a-time.ts';
import { ProviderBusyError } from '../../../server/providers/provider-busy.ts';

/** A job that runs until the test lets it end, recording when it started. */
function heldJob(log: string[], name: string) {
  let finish!: (value: string) => void;
  const job = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return { job, finish: (value = name) => finish(value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneAtATime: the queue of a provider that does one job at a time', () => {
  it('runs jobs one after another, in the order they came', async () => {
    const queue = oneAtATime(8);
    const log: string[] = [];
    const a = heldJob(log, 'a');
    const b = heldJob(log, 'b');
    const c = heldJob(log, 'c');
    const results = [queue.run(a.job), queue.run(b.job), queue.run(c.job)];
    await settle();
    expect(log).toEqual(['start a']);
    expect(queue.waiting).toBe(2);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await settle();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a job at once when the queue is full, and takes one again when a place frees', async () => {
    const queue = oneAtATime(1);
    const log: string[] = [];
    const running = heldJob(log, 'running');
    const waiting = heldJob(log, 'waiting');
    const first = queue.run(running.job);
    const second = queue.run(waiting.job);
    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(ProviderBusyError);
    running.finish();
    await settle();
    const third = queue.run(async () => 'third');
    waiting.finish();
    expect(await Promise.all([first, second, third])).toEqual(['running', 'waiting', 'third']);
    expect(log).toEqual(['start running', 'start waiting']);
  });

  it('drops a waiting job whose signal aborts, without running it, and lets the next one through', async () => {
    const queue = oneAtATime(8);
    const log: string[] = [];
    const running = heldJob(log, 'running');
    const gone = heldJob(log, 'gone');
    const next = heldJob(log, 'next');
    const controller = new AbortController();
    const first = queue.run(running.job);
    const abandoned = queue.run(gone.job, controller.signal);
    const after = queue.run(next.job);
    const reason = new Error('the client closed its connection');
    controller.abort(reason);
    await expect(abandoned).rejects.toBe(reason);
    expect(queue.waiting).toBe(1);
    running.finish();
    await settle();
    next.finish();
    expect(await Promise.all([first, after])).toEqual(['running', 'next']);
    expect(log).toEqual(['start running', 'start next']);
  });

  it('does not interrupt a running job whose signal aborts, nor take a job already aborted', async () => {
    const queue = oneAtATime(8);
    const log: string[] = [];
    const running = heldJob(log, 'running');
    const controller = new AbortController();
    const first = queue.run(running.job, controller.signal);
    await settle();
    controller.abort(new Error('gone'));
    running.finish('finished anyway');
    expect(await first).toBe('finished anyway');
    await expect(queue.run(async () => 'never', controller.signal)).rejects.toThrow('gone');
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });

  it('frees the queue after a job that fails, even one that throws before its first await', async () => {
    const queue = oneAtATime(8);
    const failing = queue.run(() => {
      throw new Error('broken photo');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken photo');
    expect(await next).toBe('next');
  });
});
