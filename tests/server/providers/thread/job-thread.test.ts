import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { ownMemory } from '../../../../server/providers/thread/answer-jobs.ts';
import { jobThread } from '../../../../server/providers/thread/job-thread.ts';
import type { SampleJob } from './sample-jobs-worker.ts';

const thread = jobThread<SampleJob, number>(new URL('./sample-jobs-worker.ts', import.meta.url), 'sample');
afterAll(() => thread.close());

describe('work sent to a thread of its own', () => {
  it('answers each job with its own result, several at once', async () => {
    expect(await Promise.all([1, 2, 3].map((n) => thread.run({ double: n })))).toEqual([2, 4, 6]);
  });

  it('fails a job the way the thread failed it: an unreadable photo as such, anything else by name', async () => {
    await expect(thread.run({ unreadable: 'The image/png image is cut short' })).rejects.toThrow(
      new UnreadableImageError('The image/png image is cut short'),
    );
    await expect(thread.run({ fail: 'out of paper' })).rejects.toThrow(
      /^The sample failed in its thread: Error: out of paper/,
    );
    expect(await thread.run({ double: 5 })).toBe(10);
  });

  it('fails the jobs of a thread that stops, and starts another for the next job', async () => {
    const waiting = thread.run({ never: true });
    const stopping = thread.run({ exit: 3 });
    await expect(stopping).rejects.toThrow('The sample thread stopped (exit code 3)');
    await expect(waiting).rejects.toThrow('The sample thread stopped (exit code 3)');
    expect(await thread.run({ double: 21 })).toBe(42);
  });

  it('starts again after being closed', async () => {
    await thread.close();
    expect(await thread.run({ double: 4 })).toBe(8);
  });

  it('hands over the memory of bytes that have it to themselves, and copies bytes in the shared pool', () => {
    const own = Buffer.alloc(10_000);
    expect(ownMemory(own)).toEqual([own.buffer]);
    // Buffer.from of a few bytes takes them from Node's pool, shared with other Buffers.
    const pooled = Buffer.from('a few bytes');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    expect(ownMemory(pooled)).toEqual([]);
    expect(ownMemory(own.subarray(10))).toEqual([]);
  });
});
