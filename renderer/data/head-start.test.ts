import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import type { ApiResult } from '../services-api.ts';
import { createFakeServices, ok } from '../testing/fake-services.ts';
import { createDataSources } from './data-sources.ts';
import { HEAD_START_KEPT_MS, startDataCalls } from './head-start.ts';

afterEach(() => vi.useRealTimers());

const route = { params: { id: '42' }, query: {} };

const orderDetail: ScreenDocument = {
  id: 'order-detail',
  format: 2,
  version: 1,
  data: {
    order: { endpoint: 'order.detail', query: { orderId: { $bind: 'route.params.id' } } },
    cards: { endpoint: 'bank.findUserBankCard' },
    fees: { endpoint: 'order.calculate', query: { amount: { $bind: 'form.loan.amount' } } },
    picked: { endpoint: 'bankInfo.cities', when: { $bind: 'state.region' } },
    signedIn: { endpoint: 'home.index', when: { $bind: 'session.signedIn' } },
    terms: { endpoint: 'client.config', lazy: true },
    other: { endpoint: 'order.list', when: { $eq: [{ $bind: 'route.query.tab' }, 'all'] } },
  },
  body: [],
};

function answering() {
  const services = createFakeServices();
  for (const endpoint of ['order.detail', 'bank.findUserBankCard', 'order.calculate', 'home.index'])
    services.respond(endpoint, ok({ endpoint }));
  return services;
}

/** The screen's data sources as the screen makes them, with the head start handed over. */
function sourcesOf(services: ReturnType<typeof createFakeServices>, headStart: ReturnType<typeof startDataCalls>) {
  const data: Record<string, unknown> = {};
  const sources = createDataSources({
    sources: orderDetail.data,
    services,
    scope: () => ({ route, form: { loan: { amount: 5000 } }, state: {}, session: { signedIn: true }, data }),
    setData: (name, value) => void (data[name] = value),
    setUnloaded: () => undefined,
    beginBusy: () => () => undefined,
    toast: () => undefined,
    report: () => undefined,
    headStart,
  });
  return { sources, data };
}

describe("a screen's head start", () => {
  it('calls, on arrival, the sources that read nothing or only the URL, and no other', () => {
    const services = answering();
    startDataCalls(orderDetail, services, route);
    expect(services.calls).toEqual([
      { endpoint: 'order.detail', query: { orderId: '42' } },
      { endpoint: 'bank.findUserBankCard' },
    ]);
  });

  it("hands each answer to the screen's first load instead of calling again", async () => {
    const services = answering();
    const headStart = startDataCalls(orderDetail, services, route);
    const { sources, data } = sourcesOf(services, headStart);
    await sources.loadAll();
    expect(data.order).toEqual({ endpoint: 'order.detail' });
    expect(data.cards).toEqual({ endpoint: 'bank.findUserBankCard' });
    // The two made ahead, then the two that read the form and the session: four calls, not six.
    expect(services.calls.map((call) => call.endpoint)).toEqual([
      'order.detail',
      'bank.findUserBankCard',
      'order.calculate',
      'home.index',
    ]);
  });

  it('is taken once: the next load calls again', async () => {
    const services = answering();
    const { sources } = sourcesOf(services, startDataCalls(orderDetail, services, route));
    await sources.loadAll();
    await sources.loadAll();
    expect(services.calls.filter((call) => call.endpoint === 'order.detail')).toHaveLength(2);
  });

  it('is not taken for another request (the URL changed before the screen was drawn)', async () => {
    const services = answering();
    const headStart = startDataCalls(orderDetail, services, { params: { id: '41' }, query: {} });
    const { sources, data } = sourcesOf(services, headStart);
    await sources.loadAll();
    expect(services.calls.filter((call) => call.endpoint === 'order.detail')).toEqual([
      { endpoint: 'order.detail', query: { orderId: '41' } },
      { endpoint: 'order.detail', query: { orderId: '42' } },
    ]);
    expect(data.order).toEqual({ endpoint: 'order.detail' });
  });

  it('is not taken when older than a minute: the screen reads its data again', async () => {
    vi.useFakeTimers();
    const services = answering();
    const headStart = startDataCalls(orderDetail, services, route);
    vi.advanceTimersByTime(HEAD_START_KEPT_MS + 1);
    const { sources } = sourcesOf(services, headStart);
    await sources.loadAll();
    expect(services.calls.filter((call) => call.endpoint === 'bank.findUserBankCard')).toHaveLength(2);
  });

  it('keeps the answer the screen would have got, a refusal too', async () => {
    const services = answering();
    services.respond('order.detail', { ok: false, error: { code: 1, msg: 'Order not found' } });
    const toasts: string[] = [];
    const sources = createDataSources({
      sources: { order: orderDetail.data!.order! },
      services,
      scope: () => ({ route }),
      setData: () => undefined,
      setUnloaded: () => undefined,
      beginBusy: () => () => undefined,
      toast: (text) => void toasts.push(text),
      report: () => undefined,
      headStart: startDataCalls(orderDetail, services, route),
    });
    await sources.loadAll();
    expect(toasts).toEqual(['Order not found']);
    expect(services.calls.filter((call) => call.endpoint === 'order.detail')).toHaveLength(1);
  });

  it('leaves no unhandled failure when a call throws and no screen takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const services = answering();
      services.call = () => {
        throw new Error('broken services');
      };
      const headStart = startDataCalls(orderDetail, services, route);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      // Taken, the failure reaches the screen, which reports it as any call that threw.
      await expect(
        headStart.take('cards', { endpoint: 'bank.findUserBankCard' }) as Promise<ApiResult>,
      ).rejects.toThrow('broken services');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('starts nothing for a screen without sources', () => {
    const services = answering();
    const headStart = startDataCalls({ ...orderDetail, data: undefined }, services, route);
    expect(services.calls).toEqual([]);
    expect(headStart.take('order', { endpoint: 'order.detail' })).toBeUndefined();
  });
});
