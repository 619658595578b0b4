import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTimeLimit } from './time-limit.ts';

/** A call that never answers, and fails as fetch does when its signal aborts. */
function hanging(signal: AbortSignal): Promise<string> {
  return new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
}

describe('withinTimeLimit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a call that hangs when the limit passes, and not a moment before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const call = withinTimeLimit(4000, hanging).finally(() => {
      settled = true;
    });
    const failure = expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it("hands back a call's answer and leaves no timer behind", async () => {
    vi.useFakeTimers();
    let signalSeen: AbortSignal | undefined;
    const answer = await withinTimeLimit(4000, async (signal) => {
      signalSeen = signal;
      return 'answered';
    });
    expect(answer).toBe('answered');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(signalSeen?.aborted).toBe(false);
  });

  it("passes a call's own failure on and clears its timer", async () => {
    vi.useFakeTimers();
    await expect(
      withinTimeLimit(4000, async () => {
        throw new Error('index.html answered 503');
      }),
    ).rejects.toThrow('index.html answered 503');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the timers it is given (a window's)", async () => {
    const setTimeout = vi.fn(() => 7);
    const clearTimeout = vi.fn();
    await withinTimeLimit(250, async () => 'ok', { setTimeout, clearTimeout } as never);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 250);
    expect(clearTimeout).toHaveBeenCalledWith(7);
  });
});
