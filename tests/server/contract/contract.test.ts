import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../server/contract/error-catalogue.ts';
import { loadContract } from '../../../server/contract/load-contract.ts';
import { contractDir } from '../../../server/paths.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contract = loadContract();
const routeUrl = (contractPath: string) => `/api1${contractPath.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the /api1 contract and the server agree', () => {
  it.each([...contract.values()].map((e) => [e.id, e] as const))(
    '%s is served at its method and path',
    (_id, endpoint) => {
      expect(t.app.hasRoute({ method: endpoint.method, url: routeUrl(endpoint.path) })).toBe(true);
    },
  );

  it('catalogues every code the server uses, once', () => {
    const { errors } = JSON.parse(readFileSync(path.join(contractDir, 'errors.json'), 'utf8')) as {
      errors: { code: number; name: string; http: number; msg: string }[];
    };
    expect(errors.map((e) => e.name).sort()).toEqual([...errorNames].sort());
    expect(new Set(errors.map((e) => e.code)).size).toBe(errors.length);
    expect(errors.find((e) => e.code === 0)?.name).toBe('OK');
    expect(errors.find((e) => e.code === -4)?.name).toBe('SIGNED_OUT');
    for (const e of errors) expect(e.msg.length).toBeGreaterThan(0);
  });

  it('rejects unknown fields in every request schema', () => {
    for (const endpoint of contract.values()) {
      for (const part of [endpoint.query, endpoint.params, endpoint.body]) {
        // A list body (a batch) is bounded, and its items refuse unknown fields like any object.
        const list = part as { type?: string; items?: object; maxItems?: number } | undefined;
        if (list?.type === 'array') {
          expect(list.maxItems).toBeGreaterThan(0);
          expect(list.items).toMatchObject({ type: 'object', additionalProperties: false });
        } else if (part) expect(part).toMatchObject({ type: 'object', additionalProperties: false });
      }
    }
  });
});
