import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultScreensDir } from '../../../../server/paths.ts';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// The real screen files, all of format 2 since `npm run schemas:migrate` (decision 0015).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ screensDir: defaultScreensDir });
});
afterAll(async () => {
  await t.close();
});

interface Link {
  type: string;
  props?: Record<string, unknown>;
  children?: Link[];
}

/** Every Link node of the help screen's body, wherever it is nested. */
function links(nodes: Link[]): Link[] {
  return nodes.flatMap((node) => [...(node.type === 'Link' ? [node] : []), ...links(node.children ?? [])]);
}

describe('screens of format 2', () => {
  it('are all listed as format 2', async () => {
    const { body } = await apiGet<{ id: string; format: number }[]>(t.app, '/screens');
    expect(body.data.length).toBeGreaterThan(20);
    expect(body.data.filter((s) => s.format !== 2)).toEqual([]);
  });

  it('are served to a client that declares format 2, with Link captions as label', async () => {
    const { status, body } = await apiGet<{ format: number; body: Link[] }>(t.app, '/screens/help', {
      headers: { 'x-renderer-format': '2' },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.format).toBe(2);
    const found = links(body.data.body);
    expect(found).toHaveLength(2);
    for (const link of found) {
      expect(link.props).toHaveProperty('label');
      expect(link.props).not.toHaveProperty('text');
    }
  });

  it('are refused to a client that declares format 1, which then draws its bundled copy', async () => {
    const { body: list } = await apiGet<{ id: string }[]>(t.app, '/screens');
    for (const { id } of list.data) {
      const { status, body } = await apiGet(t.app, `/screens/${id}`, {
        headers: { 'x-renderer-format': '1' },
      });
      expect({ id, status, body }).toEqual({
        id,
        status: 200,
        body: { code: 1, msg: 'This screen needs a newer app version.', data: null },
      });
    }
  });

  it('are served to a client that does not say which format it draws', async () => {
    const { body } = await apiGet<{ id: string; format: number }>(t.app, '/screens/help');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ id: 'help', format: 2 });
  });
});
