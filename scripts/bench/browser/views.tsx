// The four things the browser benchmark draws, each from the same fixed endpoint answers (the
// screens' default fixtures): the server-driven work-info and order-detail screens from their screen
// files with the real renderer and widgets, and the hand-written versions of the same two pages.
import type { ReactNode } from 'react';
import type { ScreenDocument } from '../../../renderer/document/types.ts';
import { ScreenView } from '../../../renderer/screen/ScreenView.tsx';
import authWork from '../../../schemas/screens/auth-work.json';
import orderDetail from '../../../schemas/screens/order-detail.json';
import workFixture from '../../../schemas/fixtures/auth-work/default.json';
import orderFixture from '../../../schemas/fixtures/order-detail/default.json';
import { createBenchServices } from '../fixed-services.ts';
import {
  OrderDetailPage,
  type Order,
  type OrderApi,
  type BankCard,
} from '../hand-written/OrderDetailPage.tsx';
import { WorkInfoPage, type WorkInfoApi } from '../hand-written/WorkInfoPage.tsx';
import type { WorkInfo } from '../hand-written/work-info-schema.ts';

export const VIEWS = ['sdui-work', 'hand-work', 'sdui-order', 'hand-order'] as const;
export type View = (typeof VIEWS)[number];

const workPage = workFixture.answers['auth.pageInfoWork'].data;
const order = orderFixture.answers['order.detail'].data;
const cards = orderFixture.answers['bank.findUserBankCard'].data;

export const services = createBenchServices({
  'auth.pageInfoWork': workPage,
  'order.detail': order,
  'bank.findUserBankCard': cards,
});

/** The hand-written pages' data layer: the same answers, as resolved promises like the services'. */
const workApi: WorkInfoApi = {
  async loadSaved() {
    const fields = [...workPage.cannotHidden, ...workPage.canHidden];
    return Object.fromEntries(
      fields.flatMap((field) =>
        field.currentValue === null ? [] : [[field.value, String(field.currentValue)]],
      ),
    ) as Partial<WorkInfo>;
  },
  save: async () => undefined,
};
const orderApi: OrderApi = {
  order: async () => order as Order,
  cards: async () => cards as BankCard[],
};
const ignore = () => undefined;

const workRoute = { params: {}, query: workFixture.route.query };
const orderRoute = { params: orderFixture.route.params, query: {} };
const { step, as } = workFixture.route.query;

export const draw: Record<View, () => ReactNode> = {
  'sdui-work': () => <ScreenView document={authWork as unknown as ScreenDocument} route={workRoute} />,
  'hand-work': () => <WorkInfoPage api={workApi} step={`${step} / ${as}`} />,
  'sdui-order': () => <ScreenView document={orderDetail as unknown as ScreenDocument} route={orderRoute} />,
  'hand-order': () => (
    <OrderDetailPage id={orderFixture.route.params.id} api={orderApi} onExtend={ignore} onRepay={ignore} />
  ),
};

/**
 * When a view is drawn: the same test for both versions of a page. It runs after every change to the
 * page while a view is being drawn, so it stays cheap: selectors only, no text.
 */
export function isDrawn(view: View, stage: HTMLElement): boolean {
  if (view.endsWith('-work'))
    return (
      stage.querySelector('input[name="companyName"]') !== null &&
      stage.querySelector('select[name="workingYears"]') !== null &&
      stage.querySelector('.w-button[data-variant="primary"]') !== null
    );
  return (
    stage.querySelector('.w-button[data-variant="primary"]') !== null &&
    stage.querySelectorAll('.w-key-value').length === ORDER_ROWS
  );
}

/** The rows the order detail shows for the fixture's order (state 6: no overdue rows). */
const ORDER_ROWS = 11;

/** What a drawn view must show, checked once a sample is over: texts the borrower reads. */
export function drawnTexts(view: View): string[] {
  return view.endsWith('-work')
    ? ['Work Information', 'Company name', 'Working years', 'Submit']
    : [order.orderNo, 'Extend due date', `Repayment ₹\u00a05,373.97`, '24 Nov 2026', '25 Aug 2026'];
}
