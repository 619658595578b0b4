/** A scheduled order as the server answers it (schedule.list, schedule.get), for the schedule screens' tests. */
export function scheduledOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    productId: 1,
    productName: 'Rupee Flex',
    state: 0,
    expectBorrowAmount: 5000,
    bankNo: '****9012',
    createTime: '2026-11-22T04:30:00Z',
    cardId: 41,
    orderNo: null,
    orderId: null,
    applyTime: null,
    pendingReason: 'Waiting for your loan LN20261122000077 to be settled.',
    ...overrides,
  };
}

/** What the borrower may schedule (schedule.options): amounts within the limit they will have, ascending. */
export const scheduleOptions = {
  products: [
    { productId: 1, productName: 'Rupee Flex', amountList: [1000, 2000, 3000, 4000, 5000] },
    { productId: 2, productName: 'Cash Plus', amountList: [2000, 4000] },
    { productId: 3, productName: 'Quick Rupee', amountList: [] },
  ],
};

/** The borrower's bank cards (bank.findUserBankCard), newest first. */
export const bankCards = [
  { id: 41, cardNo: '********9012', bankCode: 'SBIN0000691', bankName: 'State Bank of India' },
  { id: 40, cardNo: '********3456', bankCode: 'HDFC0000001', bankName: 'HDFC Bank' },
];
