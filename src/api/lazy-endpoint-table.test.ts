import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../schemas/generated/endpoints.ts';
import { TELEMETRY_PATH } from '../config.ts';
import { lazyEndpointTable } from './lazy-endpoint-table.ts';

describe('lazy endpoint table', () => {
  it('loads the table once, with the first lookup, and finds endpoints in it', async () => {
    const table = lazyEndpointTable();
    expect(await table.lookup('home.index')).toEqual(endpoints['home.index']);
    expect(await table.lookup('no.such')).toBeUndefined();
    expect(await table.lookup('toString')).toBeUndefined();
  });

  it('does not load before it is needed, and tries again after a failed load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({
        lookupEndpoint: (id: string) => ({ method: 'GET', path: `/${id}`, auth: 'none' }),
      });
    const table = lazyEndpointTable(load);
    expect(load).not.toHaveBeenCalled();
    await expect(table.lookup('a')).rejects.toThrow('Failed to fetch');
    expect(await table.lookup('a')).toEqual({ method: 'GET', path: '/a', auth: 'none' });
    await table.lookup('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('knows the telemetry endpoint at the path the app posts events to', () => {
    expect(Object.values(endpoints).some((route) => route.path === TELEMETRY_PATH)).toBe(true);
  });
});
