// Each request's id, in the log and in the answer (decision 0100): a proxy's well-formed
// X-Request-Id is kept; otherwise the id is this process's, so two servers (or one restarted) never
// log different requests under the same id; every answer carries it, refusals included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOptions } from '../../../server/http/request-id.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());

function loggedIdsOf(url: string): string[] {
  return lines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.req?.url === url)
    .map((line) => line.reqId ?? '');
}

describe('a request id', () => {
  it("keeps a proxy's id, in the log and in the answer", async () => {
    const id = 'a3f9c0de-7b21-4c55-9e0a-1f2b3c4d5e6f';
    const answer = await t.app.inject({ url: '/api1/home/v1/index?a=0', headers: { 'x-request-id': id } });
    expect(answer.headers['x-request-id']).toBe(id);
    expect(loggedIdsOf('/api1/home/v1/index?a=0')).toEqual([id]);
  });

  it('gives its own to a request without one, or with one that could bend a log line', async () => {
    const without = await t.app.inject({ url: '/api1/home/v1/index?a=1' });
    const bent = await t.app.inject({
      url: '/api1/home/v1/index?a=2',
      headers: { 'x-request-id': 'x" injected="1' },
    });
    const own = [without.headers['x-request-id'], bent.headers['x-request-id']];
    for (const id of own) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(own[0]).not.toBe(own[1]);
    expect(loggedIdsOf('/api1/home/v1/index?a=2')).toEqual([own[1]]);
  });

  it('is on the answer the router refuses before any route', async () => {
    const answer = await t.app.inject({ url: '/api1/home/v1/%C0%AE', headers: { 'x-request-id': 'lb-42' } });
    expect(answer.json()).toMatchObject({ code: expect.any(Number) });
    expect(answer.headers['x-request-id']).toBe('lb-42');
  });
});

describe('the ids of two processes', () => {
  it('never meet, though each counts from one', () => {
    const request = { headers: {} } as Parameters<
      NonNullable<ReturnType<typeof requestIdOptions>['genReqId']>
    >[0];
    const first = requestIdOptions();
    const second = requestIdOptions();
    const ids = (options: ReturnType<typeof requestIdOptions>) =>
      [1, 2, 3].map(() => options.genReqId!(request));
    const a = ids(first);
    const b = ids(second);
    expect(new Set([...a, ...b]).size).toBe(6);
    expect(a[0]!.split('-')[1]).toBe('1');
  });
});
