/**
 * The access table, loans part: home, products, orders, repayments, extensions and scheduled
 * orders. Every endpoint that takes an id is probed with each kind of the victims' ids it takes
 * (orders in several states, card, extension request, scheduled order, order number), alone and
 * mixed with the intruder's own ids, and compared with the same call naming nothing that exists.
 */
import type { World } from './borrower-history.ts';
import { NO_SUCH_ID, ownDataOnly, type AccessEntry, type Probe } from './access-entry.ts';

type OrderKey = 'settled' | 'denied' | 'repaying';

/** One probe per order of the victims' that `build` names, each against an unknown order id. */
function perVictimOrder(build: (orderId: number) => ReturnType<Probe['request']>): Probe[] {
  const victimOrders: Array<[string, (w: World) => number]> = [
    ...(['settled', 'denied', 'repaying'] as OrderKey[]).map((key): [string, (w: World) => number] => [
      `the victim's ${key} order`,
      (w) => w.victim[key].orderId,
    ]),
    ["the second victim's approved order", (w) => w.approved.order.orderId],
  ];
  return victimOrders.map(([names, orderIdOf]) => ({
    names,
    request: (w) => build(orderIdOf(w)),
    unknown: () => build(NO_SUCH_ID),
  }));
}

const applyBody = (cardId: number, productId: number) => ({
  cardId,
  borrowAmount: 1000,
  periods: 91,
  productId,
  checkEmail: false,
  autoGetMoney: false,
  autoMoney: false,
});

const extensionProbes: [Probe, ...Probe[]] = [
  {
    names: "the victim's extension request",
    request: (w) => ({ body: w.victim.extension }),
    unknown: () => ({ body: { extensionId: NO_SUCH_ID, orderId: NO_SUCH_ID, orderRepayId: NO_SUCH_ID } }),
  },
  {
    names: "the victim's extension request on the intruder's own order",
    request: (w) => ({
      body: {
        ...w.victim.extension,
        orderId: w.intruder.repaying.orderId,
        orderRepayId: w.intruder.repaying.orderId,
      },
    }),
    unknown: (w) => ({
      body: {
        extensionId: NO_SUCH_ID,
        orderId: w.intruder.repaying.orderId,
        orderRepayId: w.intruder.repaying.orderId,
      },
    }),
  },
];

export const loanEntries: Record<string, AccessEntry> = {
  'home.index': { probes: [ownDataOnly(() => ({}))], ownerSees: () => ({}) },
  'product.info': { probes: [ownDataOnly((w) => ({ query: { id: w.flexId } }))] },

  'order.list': { probes: [ownDataOnly(() => ({}))], ownerSees: () => ({}) },
  'order.detail': {
    probes: perVictimOrder((orderId) => ({ query: { orderId } })) as [Probe, ...Probe[]],
    ownerSees: (w) => ({ query: { orderId: w.victim.repaying.orderId } }),
  },
  'order.calculate': {
    probes: [ownDataOnly((w) => ({ query: { amount: 1000, period: 91, productId: w.flexId } }))],
  },
  'order.precheck': { probes: [ownDataOnly((w) => ({ query: { productId: w.flexId } }))] },
  'order.apply': {
    probes: [
      {
        names: "the victim's bank card",
        request: (w) => ({ body: applyBody(w.victim.cardId, w.flexId) }),
        unknown: (w) => ({ body: applyBody(NO_SUCH_ID, w.flexId) }),
      },
    ],
  },
  'order.loan': { probes: perVictimOrder((orderId) => ({ body: { orderId } })) as [Probe, ...Probe[]] },
  'order.reapply': {
    probes: [
      {
        names: "the victim's order number",
        request: (w) => ({
          body: { cardId: w.intruder.cardId, borrowAmount: 1000, orderNo: w.victim.repaying.orderNo },
        }),
        unknown: (w) => ({
          body: { cardId: w.intruder.cardId, borrowAmount: 1000, orderNo: 'NOSUCHORDER0' },
        }),
      },
      {
        names: "the victim's bank card on the intruder's own order",
        request: (w) => ({
          body: { cardId: w.victim.cardId, borrowAmount: 1000, orderNo: w.intruder.repaying.orderNo },
        }),
        unknown: (w) => ({
          body: { cardId: NO_SUCH_ID, borrowAmount: 1000, orderNo: w.intruder.repaying.orderNo },
        }),
      },
    ],
  },
  'pay.repay': { probes: perVictimOrder((orderId) => ({ body: { orderId } })) as [Probe, ...Probe[]] },

  'extension.calc': {
    probes: perVictimOrder((id) => ({ params: { id } })) as [Probe, ...Probe[]],
    ownerSees: (w) => ({ params: { id: w.victim.repaying.orderId } }),
  },
  'extension.apply': { probes: extensionProbes },
  'extension.giveup': { probes: extensionProbes },

  'schedule.options': { probes: [ownDataOnly(() => ({}))] },
  'schedule.list': { probes: [ownDataOnly(() => ({}))], ownerSees: () => ({}) },
  'schedule.get': {
    probes: [
      {
        names: "the victim's scheduled order",
        request: (w) => ({ query: { orderId: w.victim.scheduleId } }),
        unknown: () => ({ query: { orderId: NO_SUCH_ID } }),
      },
    ],
    ownerSees: (w) => ({ query: { orderId: w.victim.scheduleId } }),
  },
  'schedule.create': {
    probes: [
      {
        names: "the victim's bank card",
        request: (w) => ({
          body: { productId: w.flexId, expectBorrowAmount: 2000, cardId: w.victim.cardId },
        }),
        unknown: (w) => ({ body: { productId: w.flexId, expectBorrowAmount: 2000, cardId: NO_SUCH_ID } }),
      },
    ],
  },
  'schedule.cancel': {
    probes: [
      {
        names: "the victim's scheduled order",
        request: (w) => ({ body: { id: w.victim.scheduleId } }),
        unknown: () => ({ body: { id: NO_SUCH_ID } }),
      },
    ],
  },
};
