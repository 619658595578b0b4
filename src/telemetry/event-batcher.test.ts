import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBatcher, type SendOutcome } from './event-batcher.ts';
import type { TelemetryEvent } from './telemetry-event.ts';

const event = (n: number): TelemetryEvent => ({
  projectName: 'h5',
  pageName: `page-${n}`,
  behavior: 'click',
  eventTime: 1_763_700_000_000 + n,
});

/** A server whose answers the test decides, batch by batch (default: stored). */
function fakeServer(outcomes: SendOutcome[] = []) {
  const batches: string[][] = [];
  const leaving: string[][] = [];
  return {
    batches,
    leaving,
    send: vi.fn(async (events: TelemetryEvent[]) => {
      batches.push(events.map((e) => e.pageName));
      return outcomes.shift() ?? 'sent';
    }),
    sendOnLeave: (events: TelemetryEvent[]) => void leaving.push(events.map((e) => e.pageName)),
  };
}

/** Lets the promise of a send settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('telemetry batcher', () => {
  it('sends nothing at once: the events collected go together 5 s after the first one', async () => {
    const server = fakeServer();
    const batcher = createEventBatcher(server);
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(3000);
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.batches).toEqual([['page-1', 'page-2']]);
    expect(batcher.waiting()).toBe(0);
    // Nothing waits: no empty request later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when 20 events wait', async () => {
    const server = fakeServer();
    const batcher = createEventBatcher(server);
    for (let n = 1; n <= 19; n++) batcher.add(event(n));
    await settle();
    expect(server.batches).toEqual([]);
    batcher.add(event(20));
    await settle();
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]).toHaveLength(20);
  });

  it('tries a batch that got no answer once more with the next one, then drops it', async () => {
    const server = fakeServer(['failed', 'failed', 'sent']);
    const batcher = createEventBatcher(server);
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.batches).toEqual([['page-1']]);
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(5000);
    // page-1 is retried with page-2; both fail: page-1 is dropped, page-2 gets its one retry.
    expect(server.batches[1]).toEqual(['page-1', 'page-2']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.batches[2]).toEqual(['page-2']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.batches).toHaveLength(3);
  });

  it('drops a batch the server refused at once (it would be refused again)', async () => {
    const server = fakeServer(['refused']);
    const batcher = createEventBatcher(server);
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.batches).toEqual([['page-1']]);
    expect(batcher.waiting()).toBe(0);
  });

  it('treats a send that throws like one without an answer', async () => {
    const batcher = createEventBatcher({
      send: vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('sent'),
      sendOnLeave: () => undefined,
    });
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(batcher.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batcher.waiting()).toBe(0);
  });

  it('keeps one request in flight: events arriving meanwhile go with the next batch', async () => {
    let answer: (outcome: SendOutcome) => void = () => undefined;
    const batches: number[] = [];
    const batcher = createEventBatcher({
      send: (events) => {
        batches.push(events.length);
        return new Promise((resolve) => (answer = resolve));
      },
      sendOnLeave: () => undefined,
    });
    for (let n = 1; n <= 20; n++) batcher.add(event(n));
    for (let n = 21; n <= 45; n++) batcher.add(event(n));
    await settle();
    expect(batches).toEqual([20]);
    answer('sent');
    await settle();
    // 25 waited: more than 20, so the next batch goes at once.
    expect(batches).toEqual([20, 25]);
  });

  it('never puts more than 50 events in one request', async () => {
    const server = fakeServer(['failed', 'sent', 'sent']);
    const batcher = createEventBatcher({ ...server, flushAt: 1000 });
    for (let n = 1; n <= 30; n++) batcher.add(event(n));
    await vi.advanceTimersByTimeAsync(5000);
    for (let n = 31; n <= 60; n++) batcher.add(event(n));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.batches.map((b) => b.length)).toEqual([30, 50, 10]);
  });

  it('hands everything that waits to the leaving request when the page is left, in batches of 50', async () => {
    const server = fakeServer();
    const batcher = createEventBatcher({ ...server, flushAt: 1000 });
    for (let n = 1; n <= 60; n++) batcher.add(event(n));
    batcher.leave();
    expect(server.leaving.map((b) => b.length)).toEqual([50, 10]);
    await vi.advanceTimersByTimeAsync(60_000);
    // The timer was stopped: the events are not sent a second time.
    expect(server.batches).toEqual([]);
    batcher.leave();
    expect(server.leaving).toHaveLength(2);
  });

  it('keeps only the newest events when far too many wait (a long time offline)', async () => {
    const server = fakeServer();
    const batcher = createEventBatcher({ ...server, flushAt: 1000, maxWaiting: 5 });
    for (let n = 1; n <= 8; n++) batcher.add(event(n));
    expect(batcher.waiting()).toBe(5);
    batcher.leave();
    expect(server.leaving).toEqual([['page-4', 'page-5', 'page-6', 'page-7', 'page-8']]);
  });
});
