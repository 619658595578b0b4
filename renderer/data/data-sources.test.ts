import { describe, expect, it } from 'vitest';
import type { DataSourceDef } from '../document/types.ts';
import type { ApiResult } from '../services-api.ts';
import { createFakeServices, fail, ok } from '../testing/fake-services.ts';
import { createDataSources } from './data-sources.ts';

function deferred() {
  let resolve: (value: ApiResult) => void = () => undefined;
  const promise = new Promise<ApiResult>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(sources: Record<string, DataSourceDef>) {
  const services = createFakeServices();
  const data: Record<string, unknown> = {};
  const toasts: string[] = [];
  const busyLog: number[] = [];
  let busy = 0;
  const state = { stateId: 29 };
  const dataSources = createDataSources({
    sources,
    services,
    scope: () => ({ route: { params: { id: '42' }, query: {} }, state, data }),
    setData: (name, value) => void (data[name] = value),
    beginBusy: () => {
      busyLog.push(++busy);
      return () => void busyLog.push(--busy);
    },
    toast: (text) => void toasts.push(text),
    report: () => undefined,
  });
  return { services, data, toasts, busyLog, dataSources, busy: () => busy };
}

describe('data sources', () => {
  it('loads every non-lazy source in parallel with the loader on until all have answered', async () => {
    const { services, data, dataSources, busy } = setup({
      home: { endpoint: 'home.index' },
      order: { endpoint: 'order.detail', query: { orderId: { $bind: 'route.params.id' } } },
      district: { endpoint: 'mapState.district', params: { stateId: { $bind: 'state.stateId' } }, lazy: true },
    });
    const home = deferred();
    const order = deferred();
    services.respond('home.index', () => home.promise);
    services.respond('order.detail', () => order.promise);
    const loading = dataSources.loadInitial();
    // Both requests are out before either answers: they run in parallel.
    expect(services.calls).toEqual([{ endpoint: 'home.index' }, { endpoint: 'order.detail', query: { orderId: '42' } }]);
    expect(busy()).toBe(2);
    home.resolve(ok({ userType: 0 }));
    order.resolve(ok({ orderState: 8 }));
    await loading;
    expect(busy()).toBe(0);
    expect(data).toEqual({ home: { userType: 0 }, order: { orderState: 8 } });
  });

  it('loads a lazy source only on refresh, with its params', async () => {
    const { services, data, dataSources } = setup({ district: { endpoint: 'mapState.district', params: { stateId: { $bind: 'state.stateId' } }, lazy: true } });
    services.respond('mapState.district', ok([{ id: 1, name: 'Pune' }]));
    await dataSources.loadInitial();
    expect(services.calls).toEqual([]);
    expect(await dataSources.refresh('district')).toBe(true);
    expect(services.calls).toEqual([{ endpoint: 'mapState.district', params: { stateId: 29 } }]);
    expect(data['district']).toEqual([{ id: 1, name: 'Pune' }]);
  });

  it('shows the server message of a failed source and leaves it undefined', async () => {
    const { services, data, toasts, dataSources } = setup({ home: { endpoint: 'home.index' }, faq: { endpoint: 'content.faq' } });
    services.respond('home.index', fail('Server busy, try later'));
    services.respond('content.faq', ok([]));
    await dataSources.loadInitial();
    expect(toasts).toEqual(['Server busy, try later']);
    expect(data).toEqual({ faq: [] });
  });

  it('keeps the latest answer when two loads of a source overlap', async () => {
    const { services, data, dataSources } = setup({ order: { endpoint: 'order.detail' } });
    const first = deferred();
    const second = deferred();
    const answers = [first.promise, second.promise];
    services.respond('order.detail', () => answers.shift() ?? Promise.resolve(fail('none')));
    const a = dataSources.refresh('order');
    const b = dataSources.refresh('order');
    second.resolve(ok({ orderState: 6 }));
    await b;
    first.resolve(ok({ orderState: 1 }));
    await a;
    expect(data['order']).toEqual({ orderState: 6 });
  });

  it('refreshes quietly without the loader when asked', async () => {
    const { services, busyLog, dataSources } = setup({ order: { endpoint: 'order.detail' } });
    services.respond('order.detail', ok({}));
    await dataSources.refresh('order', { loader: false });
    expect(busyLog).toEqual([]);
    expect(await dataSources.refresh('nope')).toBe(false);
  });
});
