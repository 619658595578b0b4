import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { NO_ANSWER_CODE, type ApiResult } from '../services-api.ts';
import { createFakeServices, fail, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { testRegistry } from '../testing/test-widgets.tsx';
import { RendererProvider } from '../provider/RendererProvider.tsx';
import { ScreenView } from './ScreenView.tsx';
import { onPreact } from '../../tests/support/test-runtime.ts';

const doc = (parts: Partial<ScreenDocument>): ScreenDocument => ({
  id: 'orders.detail',
  format: 1,
  version: 1,
  route: { path: '/orders/:id/detail', title: 'Order Detail' },
  body: [],
  ...parts,
});

/** A screen whose button opens the abandon-extension dialog, which Continue closes. */
const abandonDialogScreen = doc({
  dialogs: {
    abandon: {
      title: 'Confirm giving up on extension?',
      body: [{ type: 'Text', props: { text: 'Abandoning makes the extension request unsuccessful.' } }],
      actions: [
        { type: 'Button', props: { label: 'Continue Extension' }, onPress: { action: 'closeDialog' } },
      ],
    },
  },
  body: [
    {
      type: 'Button',
      props: { label: 'Abandon extension' },
      onPress: { action: 'openDialog', dialog: 'abandon' },
    },
  ],
});

afterEach(() => void vi.useRealTimers());

describe('ScreenView', () => {
  it('loads the data sources, then draws the body with evaluated props, visible, each and children', async () => {
    const services = createFakeServices();
    services.respond('order.detail', (request) =>
      ok({
        orderNo: `NO-${String(request.query?.['orderId'])}`,
        overdueDays: 0,
        lines: [{ label: 'Loan Amount' }, { label: 'Tenure' }],
      }),
    );
    await renderScreen(
      doc({
        data: { order: { endpoint: 'order.detail', query: { orderId: { $bind: 'route.params.id' } } } },
        body: [
          { type: 'Text', props: { text: 'Order {{data.order.orderNo}}' } },
          {
            type: 'Text',
            props: { text: 'Overdue!' },
            visible: { $gt: [{ $bind: 'data.order.overdueDays' }, 0] },
          },
          {
            type: 'Column',
            props: { testId: 'lines' },
            children: [
              {
                type: 'Text',
                each: { $bind: 'data.order.lines' },
                props: { text: '{{index}}: {{item.label}} of {{route.query.pid}}' },
              },
            ],
          },
        ],
      }),
      { services, route: { params: { id: '42' }, query: { pid: '7' } } },
    );
    expect(services.calls).toEqual([{ endpoint: 'order.detail', query: { orderId: '42' } }]);
    expect(screen.getByText('Order NO-42')).toBeTruthy();
    expect(screen.queryByText('Overdue!')).toBeNull();
    expect(screen.getByTestId('lines').textContent).toBe('0: Loan Amount of 71: Tenure of 7');
  });

  // Counted with React's Profiler, which Preact does not have.
  it.skipIf(onPreact)(
    'is drawn once its answers are all in, not again (as nothing) for each answer on the way',
    async () => {
      const services = createFakeServices();
      const answers: Array<() => void> = [];
      for (const endpoint of ['order.detail', 'bank.cards'])
        services.respond(
          endpoint,
          () => new Promise<ApiResult>((resolve) => answers.push(() => resolve(ok([])))),
        );
      let renders = 0;
      render(
        <RendererProvider registry={testRegistry} services={services}>
          <Profiler id="screen" onRender={() => renders++}>
            <ScreenView
              document={doc({
                data: { order: { endpoint: 'order.detail' }, cards: { endpoint: 'bank.cards' } },
                body: [{ type: 'Text', props: { text: 'Order' } }],
              })}
            />
          </Profiler>
        </RendererProvider>,
      );
      await settle();
      expect(renders).toBe(1);
      await act(async () => answers[0]!());
      await settle();
      expect(screen.queryByText('Order')).toBeNull();
      expect(renders).toBe(1);
      await act(async () => answers[1]!());
      await settle();
      expect(screen.getByText('Order')).toBeTruthy();
      expect(renders).toBe(2);
    },
  );

  it('draws the fallback of an unknown widget, or nothing, and reports it', async () => {
    const { services } = await renderScreen(
      doc({
        body: [
          { type: 'Carousel', fallback: { type: 'Text', props: { text: 'Plain list instead' } } },
          { type: 'Sparkles', fallback: 'drop' },
          { type: 'Text', props: { text: 'still here' } },
        ],
      }),
    );
    expect(screen.getByText('Plain list instead')).toBeTruthy();
    expect(screen.getByText('still here')).toBeTruthy();
    expect(services.reports).toEqual([
      { kind: 'widget.unknown', detail: { screen: 'orders.detail', type: 'Carousel', pointer: '/body/0' } },
      { kind: 'widget.unknown', detail: { screen: 'orders.detail', type: 'Sparkles', pointer: '/body/1' } },
    ]);
  });

  it('keeps drawing the screen when a widget throws, and reports it', async () => {
    const { services, caught } = await renderScreen(
      doc({
        body: [
          { type: 'Boom', props: { message: 'bad prop' } },
          { type: 'Text', props: { text: 'sibling' } },
        ],
      }),
    );
    expect(screen.getByText('sibling')).toBeTruthy();
    // What React's root hears of the caught error (its onCaughtError); Preact has no such option.
    if (!onPreact) expect(caught).toHaveLength(1);
    expect(services.reports).toEqual([
      {
        kind: 'widget.error',
        detail: { screen: 'orders.detail', type: 'Boom', pointer: '/body/0', message: 'bad prop' },
      },
    ]);
  });

  it('runs onEnter once after the data has loaded and tracks one enter event', async () => {
    const services = createFakeServices();
    services.respond('order.detail', ok({ orderState: 2 }));
    await renderScreen(
      doc({
        data: { order: { endpoint: 'order.detail' } },
        onEnter: {
          action: 'if',
          condition: { $eq: [{ $bind: 'data.order.orderState' }, 2] },
          then: { action: 'navigate', to: '/orders/42/confirm', replace: true },
        },
      }),
      { services },
    );
    expect(services.navigations).toEqual([{ to: '/orders/42/confirm', replace: true }]);
    expect(services.tracked).toEqual([{ behavior: 'enter', page: 'orders.detail' }]);
  });

  it('sends the id of the route as the value of the automatic enter event', async () => {
    const services = createFakeServices();
    await renderScreen(doc({}), { services, route: { params: { id: '42' }, query: { pid: '7' } } });
    expect(services.tracked).toEqual([{ behavior: 'enter', page: 'orders.detail', value: '42' }]);
  });

  it("sends the screen's own enter event instead of the automatic one", async () => {
    const services = createFakeServices();
    await renderScreen(
      doc({ onEnter: [{ action: 'track', behavior: 'enter', value: '{{route.params.id}}' }] }),
      {
        services,
        route: { params: { id: '42' }, query: {} },
      },
    );
    expect(services.tracked).toEqual([{ behavior: 'enter', page: 'orders.detail', value: '42' }]);
  });

  it('ignores a second tap while the first one is still running: one request', async () => {
    const services = createFakeServices();
    let answer: (result: ApiResult) => void = () => undefined;
    services.respond('order.apply', () => new Promise<ApiResult>((resolve) => (answer = resolve)));
    await renderScreen(
      doc({
        body: [
          {
            type: 'Button',
            props: { label: 'Apply' },
            onPress: {
              action: 'call',
              endpoint: 'order.apply',
              onSuccess: { action: 'navigate', to: '/orders' },
            },
          },
        ],
      }),
      { services },
    );
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.dataset['linked']).toBe('yes');
    fireEvent.click(apply);
    fireEvent.click(apply);
    await settle();
    fireEvent.click(apply);
    expect(services.calls).toHaveLength(1);
    await act(async () => answer(ok({ orderId: 9 })));
    await settle();
    expect(services.navigations).toEqual([{ to: '/orders', replace: false }]);
    fireEvent.click(apply);
    expect(services.calls).toHaveLength(2);
  });

  it('sets state and redraws what reads it', async () => {
    await renderScreen(
      doc({
        state: { count: 0 },
        body: [
          { type: 'Text', props: { text: 'Count {{state.count}}' } },
          {
            type: 'Button',
            props: { label: 'Set' },
            onPress: { action: 'setState', key: 'count', value: 5 },
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await settle();
    expect(screen.getByText('Count 5')).toBeTruthy();
  });

  it('opens a dialog as an accessible modal that Escape, the backdrop and closeDialog close', async () => {
    await renderScreen(abandonDialogScreen);
    const open = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abandon extension' }));
      await settle();
      return screen.getByRole('dialog', { name: 'Confirm giving up on extension?' });
    };

    const dialog = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await open();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Extension' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("holds Back while a dialog is open: the borrower's Back closes it, and closing it gives Back up", async () => {
    const services = createFakeServices();
    await renderScreen(abandonDialogScreen, { services });
    expect(services.holds).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Abandon extension' }));
    await settle();
    expect(services.holds).toHaveLength(1);
    act(() => services.holds[0]?.pressBack());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.navigations, 'Back closed the dialog, on the same page').toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Abandon extension' }));
    await settle();
    expect(services.holds.map((hold) => hold.released)).toEqual([true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Extension' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.holds.map((hold) => hold.released)).toEqual([true, true]);
  });

  it('shows a failed call as a polite toast that hides itself after about 2.5 s', async () => {
    vi.useFakeTimers();
    const services = createFakeServices();
    services.respond('order.repay', fail('Payment channel unavailable'));
    await renderScreen(
      doc({
        body: [
          { type: 'Button', props: { label: 'Repay' }, onPress: { action: 'call', endpoint: 'order.repay' } },
        ],
      }),
      { services },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Repay' }));
    await settle();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Payment channel unavailable');
    await act(async () => void vi.advanceTimersByTime(2600));
    expect(status.textContent).toBe('');
  });

  it('offers to load again a source that got no answer, and draws the screen once it loads', async () => {
    const services = createFakeServices();
    services.respond('order.detail', fail('Network error, please try again', NO_ANSWER_CODE));
    services.respond('bank.cards', ok([]));
    await renderScreen(
      doc({
        data: { order: { endpoint: 'order.detail' }, cards: { endpoint: 'bank.cards' } },
        body: [
          { type: 'Text', visible: { $bind: 'data.order' }, props: { text: 'Order {{data.order.orderNo}}' } },
        ],
      }),
      { services },
    );
    const panel = screen.getByRole('region', { name: 'Network error, please try again' });
    expect(panel.textContent).toBe('Network error, please try againTry again');
    expect(screen.queryByText(/^Order/)).toBeNull();

    // Tapped while still offline: the panel stays; once the answer comes, the screen is drawn.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('region', { name: 'Network error, please try again' })).toBeTruthy();
    services.respond('order.detail', ok({ orderNo: 'NO-7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByText('Order NO-7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Only the source that had failed was asked again.
    expect(services.calls.map((call) => call.endpoint)).toEqual([
      'order.detail',
      'bank.cards',
      'order.detail',
      'order.detail',
    ]);
  });

  it('offers nothing to load again when the server refused: its message is its last word', async () => {
    const services = createFakeServices();
    services.respond('order.detail', fail('This order does not exist.', 5010));
    await renderScreen(doc({ data: { order: { endpoint: 'order.detail' } } }), { services });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('This order does not exist.');
  });

  it('shows the loader only when a call takes longer than 150 ms', async () => {
    vi.useFakeTimers();
    const services = createFakeServices();
    let answer: (result: ApiResult) => void = () => undefined;
    services.respond('fast', ok(null));
    services.respond('slow', () => new Promise<ApiResult>((resolve) => (answer = resolve)));
    await renderScreen(
      doc({
        body: [
          { type: 'Button', props: { label: 'Fast' }, onPress: { action: 'call', endpoint: 'fast' } },
          { type: 'Button', props: { label: 'Slow' }, onPress: { action: 'call', endpoint: 'slow' } },
        ],
      }),
      { services },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fast' }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(500));
    expect(screen.queryByLabelText('Loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Slow' }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(screen.queryByLabelText('Loading')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await act(async () => answer(ok(null)));
    await settle();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('counts a countdown down and stops it when the screen is left', async () => {
    vi.useFakeTimers();
    const view = await renderScreen(
      doc({
        onEnter: { action: 'countdown', key: 'resendIn', seconds: 3 },
        body: [{ type: 'Text', props: { text: 'Resend in {{state.resendIn}}s' } }],
      }),
    );
    expect(screen.getByText('Resend in 3s')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('Resend in 1s')).toBeTruthy();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
