import { describe, expect, it } from 'vitest';
import type { DataSourceDef } from '../document/types.ts';
import { NO_ANSWER_CODE, type ApiResult } from '../services-api.ts';
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
  const unloaded: Record<string, string> = {};
  const busyLog: number[] = [];
  let busy = 0;
  const state = { stateId: 29 };
  const dataSources = createDataSources({
    sources,
    services,
    scope: () => ({ route: { params: { id: '42' }, query: {} }, state, data }),
    setData: (name, value) => void (data[name] = value),
    setUnloaded: (name, message) => {
      if (message === undefined) delete unloaded[name];
      else unloaded[name] = message;
    },
    beginBusy: () => {
      busyLog.push(++busy);
      return () => void busyLog.push(--busy);
    },
    toast: (text) => void toasts.push(text),
    report: () => undefined,
  });
  return { services, data, toasts, unloaded, busyLog, dataSources, busy: () => busy };
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
    const loading = dataSources.loadAll();
    // Both requests are out before either answers: they run in parallel.
    expect(services.calls).toEqual([{ endpoint: 'home.index' }, { endpoint: 'order.detail', query: { orderId: '42' } }]);
    // One loader count for the first load, held until the last source has answered.
    expect(busy()).toBe(1);
    home.resolve(ok({ userType: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(data).toEqual({ home: { userType: 0 } });
    expect(busy()).toBe(1);
    order.resolve(ok({ orderState: 8 }));
    await loading;
    expect(busy()).toBe(0);
    expect(data).toEqual({ home: { userType: 0 }, order: { orderState: 8 } });
  });

  it('loads a lazy source only on refresh, with its params', async () => {
    const { services, data, dataSources } = setup({ district: { endpoint: 'mapState.district', params: { stateId: { $bind: 'state.stateId' } }, lazy: true } });
    services.respond('mapState.district', ok([{ id: 1, name: 'Pune' }]));
    await dataSources.loadAll();
    expect(services.calls).toEqual([]);
    expect(await dataSources.refresh('district')).toBe(true);
    expect(services.calls).toEqual([{ endpoint: 'mapState.district', params: { stateId: 29 } }]);
    expect(data['district']).toEqual([{ id: 1, name: 'Pune' }]);
  });

  it('shows the server message of a failed source and leaves it undefined', async () => {
    const { services, data, toasts, dataSources } = setup({ home: { endpoint: 'home.index' }, faq: { endpoint: 'content.faq' } });
    services.respond('home.index', fail('Server busy, try later'));
    services.respond('content.faq', ok([]));
    await dataSources.loadAll();
    expect(toasts).toEqual(['Server busy, try later']);
    expect(data).toEqual({ faq: [] });
  });

  it('marks a source that got no answer as unloaded (not one the server refused) until it loads', async () => {
    const { services, data, toasts, unloaded, dataSources } = setup({
      order: { endpoint: 'order.detail' },
      cards: { endpoint: 'bank.findUserBankCard' },
    });
    services.respond('order.detail', fail('Network error, please try again', NO_ANSWER_CODE));
    services.respond('bank.findUserBankCard', fail('This order does not exist.', 5010));
    await dataSources.loadAll();
    expect(toasts).toEqual(['Network error, please try again', 'This order does not exist.']);
    expect(unloaded).toEqual({ order: 'Network error, please try again' });

    services.respond('order.detail', ok({ orderState: 6 }));
    expect(await dataSources.refresh('order')).toBe(true);
    expect(unloaded).toEqual({});
    expect(data).toEqual({ order: { orderState: 6 } });

    // A source that has a value keeps it, and is not offered again, when a reload gets no answer.
    services.respond('order.detail', fail('Network error, please try again', NO_ANSWER_CODE));
    expect(await dataSources.refresh('order')).toBe(false);
    expect(unloaded).toEqual({});
    expect(data).toEqual({ order: { orderState: 6 } });
  });

  it('marks a source whose call threw as unloaded too: its fate is unknown', async () => {
    const { services, unloaded, dataSources } = setup({ home: { endpoint: 'home.index' } });
    services.respond('home.index', () => Promise.reject(new Error('client broke')));
    await dataSources.loadAll();
    expect(unloaded).toEqual({ home: 'Something went wrong. Please try again.' });
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

describe('data sources with `when` and followed values', () => {
  function following() {
    const services = createFakeServices();
    const data: Record<string, unknown> = {};
    const busyLog: number[] = [];
    const values = { form: { basic: { stateId: '' } as Record<string, unknown> }, state: { page: 1 } };
    const dataSources = createDataSources({
      sources: {
        districts: {
          endpoint: 'mapState.district',
          params: { stateId: { $bind: 'form.basic.stateId' } },
          when: { $bind: 'form.basic.stateId' },
        },
        orders: { endpoint: 'order.list', query: { page: { $bind: 'state.page' } } },
        home: { endpoint: 'home.index' },
      },
      services,
      scope: () => ({ ...values, data }),
      setData: (name, value) => void (data[name] = value),
      setUnloaded: () => undefined,
      beginBusy: () => {
        busyLog.push(1);
        return () => undefined;
      },
      toast: () => undefined,
      report: () => undefined,
    });
    return { services, data, busyLog, values, dataSources };
  }

  it('does not call a source whose `when` does not hold, and leaves it undefined', async () => {
    const { services, data, dataSources } = following();
    services.respond('order.list', ok([]));
    services.respond('home.index', ok({}));
    await dataSources.loadAll();
    expect(services.calls.map((c) => c.endpoint)).toEqual(['order.list', 'home.index']);
    expect('districts' in data).toBe(false);
    expect(await dataSources.refresh('districts')).toBe(true);
    expect(services.calls).toHaveLength(2);
  });

  it('names the form fields and state its following sources read', () => {
    expect(following().dataSources.followed()).toEqual({
      forms: [{ form: 'basic', field: 'stateId' }],
      state: true,
    });
  });

  it('reloads a following source quietly when its request changed, and only then', async () => {
    const { services, data, busyLog, values, dataSources } = following();
    services.respond('order.list', (request) => ok([`page ${String(request.query?.['page'])}`]));
    services.respond('home.index', ok({}));
    services.respond('mapState.district', (request) => ok([`districts of ${String(request.params?.['stateId'])}`]));
    await dataSources.loadAll();
    const loaderCalls = busyLog.length;

    dataSources.follow();
    await Promise.resolve();
    expect(services.calls).toHaveLength(2);

    values.form.basic.stateId = '29';
    values.state = { page: 2 };
    dataSources.follow();
    await Promise.resolve();
    expect(services.calls.slice(2)).toEqual([
      { endpoint: 'mapState.district', params: { stateId: '29' } },
      { endpoint: 'order.list', query: { page: 2 } },
    ]);
    expect(data['districts']).toEqual(['districts of 29']);
    expect(data['orders']).toEqual(['page 2']);
    expect(busyLog).toHaveLength(loaderCalls);
  });

  it('takes away the answer to an earlier request when the followed request fails, and keeps it on a refresh', async () => {
    const { services, data, values, dataSources } = following();
    services.respond('order.list', ok([]));
    services.respond('home.index', ok({}));
    services.respond('mapState.district', (request) =>
      request.params?.['stateId'] === '29' ? ok(['Bengaluru Urban']) : fail('No such state', 4101),
    );
    await dataSources.loadAll();
    values.form.basic.stateId = '29';
    dataSources.follow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(data['districts']).toEqual(['Bengaluru Urban']);

    // The same request failing again (a refresh that got no answer) leaves its own answer shown.
    services.respond('mapState.district', fail('No network', NO_ANSWER_CODE));
    expect(await dataSources.refresh('districts')).toBe(false);
    expect(data['districts']).toEqual(['Bengaluru Urban']);

    // Another state's districts refused: Karnataka's are not offered for it.
    services.respond('mapState.district', fail('No such state', 4101));
    values.form.basic.stateId = '99';
    dataSources.follow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(data['districts']).toBeUndefined();
  });

  it('ignores an answer that arrives after a newer request, and clears the value when switched off', async () => {
    const { services, data, values, dataSources } = following();
    services.respond('order.list', ok([]));
    services.respond('home.index', ok({}));
    const answers = new Map([
      ['1', deferred()],
      ['2', deferred()],
    ]);
    services.respond('mapState.district', (request) => answers.get(String(request.params?.['stateId']))!.promise);
    await dataSources.loadAll();

    values.form.basic.stateId = '1';
    dataSources.follow();
    values.form.basic.stateId = '2';
    dataSources.follow();
    answers.get('2')!.resolve(ok(['Pune']));
    await Promise.resolve();
    await Promise.resolve();
    answers.get('1')!.resolve(ok(['Stale']));
    await Promise.resolve();
    await Promise.resolve();
    expect(data['districts']).toEqual(['Pune']);

    values.form.basic.stateId = '';
    dataSources.follow();
    expect(data['districts']).toBeUndefined();
    expect(services.calls.filter((c) => c.endpoint === 'mapState.district')).toHaveLength(2);
  });
});
