import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { createScreenLoader } from './screens.ts';

const doc = (text: string, version = 3): ScreenDocument => ({
  id: 'login',
  format: 2,
  version,
  body: [{ type: 'Text', props: { text } }],
});

function serving(answers: Array<{ status: number; body?: ScreenDocument; etag?: string } | 'offline'>) {
  const headers: Array<Record<string, string>> = [];
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    headers.push({ ...(init?.headers as Record<string, string>) });
    const answer = answers.shift() ?? 'offline';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.etag ? { etag: answer.etag } : {},
    });
  }) as typeof fetch;
  return { fetchFn, headers };
}

const load = (fetchFn: typeof fetch, locale?: string) =>
  createScreenLoader({
    fetch: fetchFn,
    bundled: async () => doc('Sign In', 1),
    storage: localStorage,
    ...(locale ? { locale } : {}),
  }).load('login');

describe('screens in the chosen language', () => {
  beforeEach(() => localStorage.clear());

  it('asks the server for screens in the chosen language, English by default', async () => {
    const hindi = serving([{ status: 200, body: doc('साइन इन करें'), etag: '"login@3-a-hi"' }]);
    expect((await load(hindi.fetchFn, 'hi')).body[0]!.props!.text).toBe('साइन इन करें');
    expect(hindi.headers[0]!['x-locale']).toBe('hi');
    const english = serving([{ status: 200, body: doc('Sign In'), etag: '"login@3-a-en"' }]);
    await load(english.fetchFn);
    expect(english.headers[0]!['x-locale']).toBe('en');
  });
});
