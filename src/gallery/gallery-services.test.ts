import { describe, expect, it } from 'vitest';
import { createGalleryServices } from './gallery-services.ts';

describe("a frame's services", () => {
  const fixture = {
    title: 'An order',
    answers: {
      'order.detail': { data: { orderId: 7, state: 'settled' } },
      'extension.apply': { error: { code: 5205, msg: 'This extension request has expired.' } },
    },
  };

  it("answers calls from the fixture's answers, and fails an endpoint it does not answer", async () => {
    const { services, recorded } = createGalleryServices(fixture);
    expect(await services.call({ endpoint: 'order.detail', query: { orderId: 7 } })).toEqual({
      ok: true,
      data: { orderId: 7, state: 'settled' },
    });
    expect(await services.call({ endpoint: 'extension.apply', body: {} })).toEqual({
      ok: false,
      error: { code: 5205, msg: 'This extension request has expired.' },
    });
    expect(await services.call({ endpoint: 'order.list' })).toEqual({
      ok: false,
      error: { code: 1, msg: 'The fixture has no answer for order.list.' },
    });
    expect(recorded.map((r) => r.kind)).toEqual(['call', 'call', 'call']);
  });

  it('gives every call its own copy of the answer', async () => {
    const { services } = createGalleryServices(fixture);
    const first = await services.call({ endpoint: 'order.detail' });
    if (first.ok) (first.data as { state: string }).state = 'changed';
    expect(await services.call({ endpoint: 'order.detail' })).toEqual({
      ok: true,
      data: { orderId: 7, state: 'settled' },
    });
  });

  it('records what would leave the frame instead of doing it', async () => {
    const { services, recorded } = createGalleryServices(fixture);
    const before = window.location.href;
    services.navigate('/orders', { replace: true });
    services.back();
    services.redirect('https://pay.example.in/checkout');
    services.bridge('finish');
    expect(await services.copy('LN-1042')).toBe(true);
    services.track({ behavior: 'click', page: 'order-detail', value: 'repay' });
    expect(window.location.href).toBe(before);
    expect(recorded).toEqual([
      { kind: 'navigate', detail: { to: '/orders', replace: true } },
      { kind: 'back', detail: {} },
      { kind: 'redirect', detail: { url: 'https://pay.example.in/checkout' } },
      { kind: 'bridge', detail: { message: 'finish' } },
      { kind: 'copy', detail: { text: 'LN-1042' } },
      { kind: 'track', detail: { behavior: 'click', page: 'order-detail', value: 'repay' } },
    ]);
  });

  it('starts signed in as 9876543210 (kept as 919876543210, like the app) on an Android phone unless the fixture says otherwise', () => {
    const plain = createGalleryServices(fixture).services;
    expect(plain.session.get()).toEqual({ signedIn: true, phone: '919876543210', isApp: false });
    expect(plain.platform).toEqual({ os: 'android-h5', isIos: false, isAndroid: true, isIosApp: false });

    const app = createGalleryServices({
      ...fixture,
      session: { signedIn: false },
      platform: 'ios-app',
    }).services;
    expect(app.session.get()).toEqual({ signedIn: false, phone: '919876543210', isApp: false });
    expect(app.platform).toEqual({ os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: true });
    app.session.signIn({ token: 't', phone: '9123456789' });
    expect(app.session.get()).toEqual({ signedIn: true, phone: '9123456789', isApp: false });
    app.session.signOut();
    expect(app.session.get().signedIn).toBe(false);
  });
});
