/** An order detail as the server answers it (order.detail), for the order screens' tests. */
export function orderDetail(overrides: Record<string, unknown> = {}) {
  return {
    orderId: 77,
    orderNo: 'LN20261122000077',
    orderState: 6,
    productId: 1,
    productName: 'Rupee Flex',
    loanAmount: 5000,
    period: 91,
    arriveAmount: 4705,
    repaymentAmount: 5373.97,
    loanDate: '2026-11-22T05:00:00Z',
    repaymentDate: '2027-02-21T05:00:00Z',
    dueDate: '2027-02-21',
    overdueDays: 0,
    overdueFee: 0,
    gtsFee: 45,
    serviceFee: 250,
    gstFee: 45,
    interest: 373.97,
    applyTime: '2026-11-22T04:30:00Z',
    extensionMsg: '',
    extensionState: 0,
    isExtension: false,
    reservation: 0,
    bankNo: '****9012',
    canChooseAmount: [],
    outstandingAmount: 5373.97,
    repaidAmount: 0,
    apr: 0.5703,
    ...overrides,
  };
}

/**
 * An extension as the server answers it (extension.calc) for order 77, three days overdue: processing
 * fee 8 % of ₹ 5,000 = ₹ 400, overdue fees ₹ 75, interest to the request date ₹ 345.21, nothing repaid
 * yet, so ₹ 820.21 to pay; asked on 24 Feb 2027 10:00 IST, due 7 days later.
 */
export function extensionCalc(overrides: Record<string, unknown> = {}) {
  return {
    extensionId: 5,
    orderId: 77,
    orderNo: 'LN20261122000077',
    orderRepayId: 77,
    extensionState: 0,
    extensionFee: 820.21,
    extensionFeePaid: 0,
    extensionServiceFee: 400,
    extensionRate: 0.08,
    overdueFee: 75,
    interest: 345.21,
    extensionApplyTime: '2027-02-24T04:30:00Z',
    extensionDay: 7,
    extensionTime: '2027-03-03',
    payBy: '2027-02-25T04:30:00Z',
    ...overrides,
  };
}
