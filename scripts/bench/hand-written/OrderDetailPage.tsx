// The order detail page written by hand with React, to compare with the server-driven order-detail
// screen (schemas/screens/order-detail.json): the same texts, rows, tag, extension card and Repay
// button for the same order. It loads the order and the borrower's cards, as the screen does.
import { useEffect, useState } from 'react';
import { date, money } from './format.ts';

export interface Order {
  orderId: number;
  orderNo: string;
  orderState: number;
  productName: string;
  loanAmount: number;
  period: number;
  arriveAmount: number;
  repaymentAmount: number;
  dueDate?: string;
  overdueDays: number;
  overdueFee: number;
  serviceFee: number;
  gstFee: number;
  interest: number;
  applyTime: string;
  extensionMsg?: string;
  isExtension: boolean;
  bankNo?: string;
  outstandingAmount: number;
}

export interface BankCard {
  id: number;
  cardNo: string;
  bankName: string;
}

export interface OrderApi {
  order(id: string): Promise<Order>;
  cards(): Promise<BankCard[]>;
}

const OVERDUE = 8;
const REPAYABLE = [6, OVERDUE, 11];
const STATES: Record<number, { text: string; tone: 'valid' | 'invalid' }> = {
  1: { text: 'Auditing', tone: 'valid' },
  2: { text: 'Pass', tone: 'valid' },
  3: { text: 'Denied', tone: 'invalid' },
  4: { text: 'Lending', tone: 'invalid' },
  5: { text: 'Failed', tone: 'invalid' },
  6: { text: 'Loaned', tone: 'valid' },
  7: { text: 'Settled', tone: 'invalid' },
  [OVERDUE]: { text: 'Overdued', tone: 'valid' },
  11: { text: 'Extension', tone: 'valid' },
};

function Row({
  label,
  value,
  danger,
  emphasis,
}: {
  label: string;
  value: string | number;
  danger?: boolean;
  emphasis?: boolean;
}) {
  return (
    <dl
      className="w-key-value"
      data-tone={danger ? 'danger' : 'default'}
      data-emphasis={emphasis ? 'true' : 'false'}
    >
      <dt className="w-key-value__label">{label}</dt>
      <dd className="w-key-value__value">{value === '' ? '–' : value}</dd>
    </dl>
  );
}

interface OrderDetailProps {
  order: Order;
  onExtend(): void;
  /** Opens the repayment dialog (not part of this page's first drawing). */
  onRepay(): void;
}

function OrderDetail({ order, onExtend, onRepay }: OrderDetailProps) {
  const state = STATES[order.orderState];
  const overdue = order.orderState === OVERDUE;
  return (
    <div
      className="w-column"
      data-align="stretch"
      style={{ gap: 'var(--space-md)', padding: 'var(--space-md)' }}
    >
      <div
        className="w-row"
        data-justify="between"
        data-align="center"
        data-wrap="false"
        style={{ gap: 'var(--space-md)' }}
      >
        <h1 className="w-text" data-variant="title">
          {order.productName}
        </h1>
        {state && (
          <span className="w-tag" data-tone={state.tone}>
            {state.text}
          </span>
        )}
      </div>
      <div className="w-card" data-tone="plain" style={{ gap: 'var(--space-xs)' }}>
        <Row label="Order ID" value={order.orderNo} danger={overdue} />
        {overdue && <Row label="Days Overdue" value={order.overdueDays} danger />}
        {overdue && <Row label="Overdue Fees" value={`₹\u00a0${money(order.overdueFee)}`} danger />}
        <Row label="Loan Amount" value={`₹\u00a0${money(order.loanAmount)}`} />
        <Row label="Tenure" value={`${order.period} days`} />
        <Row label="Received" value={`₹\u00a0${money(order.arriveAmount)}`} />
        <Row label="Repayment amount" value={`₹\u00a0${money(order.repaymentAmount)}`} emphasis />
        {order.dueDate && <Row label="Due Date" value={date(order.dueDate)} />}
        <Row label="Processing Fee" value={`₹\u00a0${money(order.serviceFee)}`} />
        <Row label="GST18% on Processing Fee" value={`₹\u00a0${money(order.gstFee)}`} />
        <Row label="Interest" value={`₹\u00a0${money(order.interest)}`} />
        <Row label="Application Date" value={date(order.applyTime)} />
        {order.bankNo && <Row label="Bank Account" value={order.bankNo} />}
      </div>
      {(order.extensionMsg || order.isExtension) && (
        <div className="w-card" data-tone="plain">
          {order.extensionMsg && (
            <p className="w-text" data-variant="body">
              {order.extensionMsg}
            </p>
          )}
          {order.isExtension && (
            <button
              type="button"
              className="w-button"
              data-variant="secondary"
              data-full-width="true"
              onClick={onExtend}
            >
              Extend due date
            </button>
          )}
        </div>
      )}
      {REPAYABLE.includes(order.orderState) && (
        <button
          type="button"
          className="w-button"
          data-variant="primary"
          data-full-width="true"
          onClick={onRepay}
        >
          {`Repayment ₹\u00a0${money(order.outstandingAmount)}`}
        </button>
      )}
    </div>
  );
}

/** Loads the order and the cards (the repayment dialog offers them), then draws the order. */
export function OrderDetailPage({
  id,
  api,
  onExtend,
  onRepay,
}: { id: string; api: OrderApi } & Omit<OrderDetailProps, 'order'>) {
  const [loaded, setLoaded] = useState<{ order: Order; cards: BankCard[] }>();
  useEffect(() => {
    let current = true;
    void Promise.all([api.order(id), api.cards()]).then(
      ([order, cards]) => current && setLoaded({ order, cards }),
    );
    return () => {
      current = false;
    };
  }, [api, id]);
  return loaded ? <OrderDetail order={loaded.order} onExtend={onExtend} onRepay={onRepay} /> : null;
}
