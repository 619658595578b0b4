// What the benchmark drives: the calls a signed-in borrower makes most, one scenario each. Reads
// are what every screen loads; writes are what a borrower sends often: usage events (every screen),
// the loan calculation (every amount picked), a retried application (a double tap or a flaky
// network; the same order comes back) and the work information form saved again.
// Feedback is left out on purpose: a borrower may send 10 an hour, so a benchmark of it would only
// measure that refusal.
import { applicationBody, type Borrower, type Offer } from './borrowers.ts';

export interface Fixture {
  offer: Offer;
  /** The ETag of the home screen, sent back in If-None-Match as the app does on every visit. */
  homeScreenEtag: string;
}

export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** Only borrowers with an order (order.detail, the retried application) or everyone. */
  who: 'all' | 'withOrder';
  /** The answer expected: 200, or 304 for an ETag revalidation. */
  expectStatus: 200 | 304;
  call(borrower: Borrower, fixture: Fixture): CallSpec;
}

const workInfo = {
  workState: '1',
  monthlyIncome: '32000',
  companyName: 'Infosys Limited',
  designation: 'Software engineer',
  companyPhone: '8041234567',
  workingYears: '2',
};

export const scenarios: Scenario[] = [
  { name: 'home.index', kind: 'read', who: 'all', expectStatus: 200, call: () => get('/home/v1/index') },
  { name: 'order.list', kind: 'read', who: 'all', expectStatus: 200, call: () => get('/order/v1/list') },
  {
    name: 'order.detail',
    kind: 'read',
    who: 'withOrder',
    expectStatus: 200,
    call: (b) => get(`/order/v1/detail?orderId=${b.orderId}`),
  },
  {
    name: 'product.info',
    kind: 'read',
    who: 'all',
    expectStatus: 200,
    call: (_, f) => get(`/product/v1/product-info?id=${f.offer.productId}`),
  },
  {
    name: 'screens.get (ETag, 304)',
    kind: 'read',
    who: 'all',
    expectStatus: 304,
    call: (_, f) => ({ ...get('/screens/home'), headers: { 'if-none-match': f.homeScreenEtag } }),
  },
  {
    name: 'client.config',
    kind: 'read',
    who: 'all',
    expectStatus: 200,
    call: () => get('/client/v1/config'),
  },
  {
    name: 'telemetry.track (5 events)',
    kind: 'write',
    who: 'all',
    expectStatus: 200,
    call: (b) => post('/burying-point/v2/burying-point', usageEvents(b)),
  },
  {
    name: 'order.calculate',
    kind: 'write',
    who: 'all',
    expectStatus: 200,
    call: (_, { offer }) =>
      get(
        `/order/v1/calculate?amount=${offer.amount}&period=${offer.periodDays}&productId=${offer.productId}`,
      ),
  },
  {
    name: 'order.apply (retry)',
    kind: 'write',
    who: 'withOrder',
    expectStatus: 200,
    call: (b, f) => post('/order/v1/apply', applicationBody(b, f.offer)),
  },
  {
    name: 'auth.workInfo (save)',
    kind: 'write',
    who: 'all',
    expectStatus: 200,
    call: () => post('/auth/v1/work-info', workInfo),
  },
];

function get(path: string): CallSpec {
  return { method: 'GET', path: `/api1${path}` };
}

function post(path: string, body: unknown): CallSpec {
  return { method: 'POST', path: `/api1${path}`, body };
}

/** A batch as the app sends it: screens entered and buttons tapped, with the device's times. */
function usageEvents(borrower: Borrower) {
  const now = Date.now();
  return ['home', 'product', 'confirm', 'orders', 'order-detail'].map((pageName, i) => ({
    projectName: 'loan-app',
    pageName,
    behavior: i % 2 === 0 ? 'enter' : 'click',
    value: borrower.orderId ?? null,
    eventTime: now - (5 - i) * 1000,
  }));
}
