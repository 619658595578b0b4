import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Place = { id: number; name: string };

async function states(): Promise<Place[]> {
  const { body } = await apiGet<Place[]>(t.app, '/map-state/v1/list');
  expect(body.code).toBe(0);
  return body.data;
}

async function stateId(name: string): Promise<number> {
  const id = (await states()).find((s) => s.name === name)?.id;
  if (id === undefined) throw new Error(`No state ${name}`);
  return id;
}

describe('GET /api1/map-state/v1/list', () => {
  it('lists the 28 states and 8 union territories of India by name, without signing in', async () => {
    const list = await states();
    expect(list).toHaveLength(36);
    const names = list.map((s) => s.name);
    for (const name of [
      'Andhra Pradesh',
      'Delhi',
      'Karnataka',
      'Ladakh',
      'Tamil Nadu',
      'Uttar Pradesh',
      'West Bengal',
    ])
      expect(names).toContain(name);
    expect(names).toEqual([...names].sort());
    expect(new Set(list.map((s) => s.id)).size).toBe(36);
  });

  it('leaves out a state staff have hidden', async () => {
    const id = await stateId('Lakshadweep');
    await t.db.query('UPDATE map_states SET active = false WHERE id = $1', [id]);
    try {
      expect((await states()).map((s) => s.name)).not.toContain('Lakshadweep');
      const { body } = await apiGet(t.app, `/map-state/v1/district/${id}`);
      expect(body.code).toBe(4052);
    } finally {
      await t.db.query('UPDATE map_states SET active = true WHERE id = $1', [id]);
    }
  });
});

describe('GET /api1/map-state/v1/district/{stateId}', () => {
  it('lists the districts of the state asked for, by name', async () => {
    const { body } = await apiGet<Place[]>(t.app, `/map-state/v1/district/${await stateId('Karnataka')}`);
    expect(body.code).toBe(0);
    const names = body.data.map((d) => d.name);
    expect(names).toHaveLength(31);
    expect(names).toEqual(expect.arrayContaining(['Bengaluru Urban', 'Mysuru', 'Udupi']));
    expect(names).not.toContain('Pune');
    expect(names).toEqual([...names].sort());
  });

  it('gives every state and union territory at least one district, and the big states many', async () => {
    const counts = new Map<string, number>();
    for (const state of await states()) {
      const { body } = await apiGet<Place[]>(t.app, `/map-state/v1/district/${state.id}`);
      counts.set(state.name, body.data.length);
    }
    expect([...counts.values()].every((n) => n >= 1)).toBe(true);
    expect(counts.get('Uttar Pradesh')).toBe(75);
    expect(counts.get('Maharashtra')).toBe(36);
    expect(counts.get('Bihar')).toBe(38);
    expect(counts.get('Chandigarh')).toBe(1);
  });

  it('refuses a state that is not in the list with a clear message', async () => {
    const { status, body } = await apiGet(t.app, '/map-state/v1/district/99999');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 4052,
      msg: 'This state is not in our list. Please select your state again.',
      data: null,
    });
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the state id %s as not a state from the list', async (id) => {
    const { body } = await apiGet(t.app, `/map-state/v1/district/${id}`);
    expect(body).toEqual({ code: 1001, msg: 'Please select a state from the list.', data: null });
  });
});
