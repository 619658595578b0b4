/**
 * What a restarted server must do for the borrowers of a burst, over HTTP: know them (their
 * sessions work), show every order they were told about, resume its jobs (audits due, payouts
 * whose lease ran out with the killed process), and take each loan on to settled like any day.
 */
import { expect } from 'vitest';
import type { AckedWrite } from './acknowledged.ts';
import type { HttpClient } from './http-client.ts';

interface ListedOrder {
  orderId: number;
  orderState: number;
}

/** One signed-in session per borrower: the first acknowledged login of each phone. */
export function sessionsOf(acked: readonly AckedWrite[]): Map<string, string> {
  const sessions = new Map<string, string>();
  for (const write of acked)
    if (write.kind === 'login' && !sessions.has(write.phone)) sessions.set(write.phone, write.token);
  return sessions;
}

/**
 * Moves the development clock past every job lease (5 minutes), the audit delay and the gateway's
 * redelivery, and runs what is due (the server's own polling may take some of it first).
 */
export async function resumeJobs(client: HttpClient): Promise<void> {
  expect(await client.post('/dev/clock', { advanceMinutes: 10 })).toMatchObject({ code: 0 });
  // Twice: the first call may join a polling pass that began before the clock moved.
  for (let pass = 0; pass < 2; pass += 1)
    expect(await client.post('/dev/jobs/run', {})).toMatchObject({ code: 0 });
}

/** Waits (bounded) for the server's job polling to pay the order out. */
async function paidOut(client: HttpClient, token: string, orderId: number): Promise<void> {
  for (let poll = 0; poll < 600; poll += 1) {
    const detail = await client.get<{ orderState: number }>(`/order/v1/detail?orderId=${orderId}`, token);
    if (detail.data.orderState === 6) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Order ${orderId} was not paid out after the restart`);
}

export async function ordersOf(client: HttpClient, token: string): Promise<ListedOrder[]> {
  const list = await client.get<ListedOrder[]>('/order/v1/list', token);
  expect(list, 'a session acknowledged before the crash still works').toMatchObject({ code: 0 });
  return list.data;
}

/** Takes a borrower's order in progress to settled: Get Money, payout, Repayment, the sandbox page. */
export async function settle(client: HttpClient, token: string, order: ListedOrder): Promise<void> {
  const { orderId } = order;
  if (order.orderState === 2) {
    expect(await client.post('/order/v1/loan', { orderId }, token)).toMatchObject({ code: 0 });
    await paidOut(client, token, orderId);
  }
  const link = await client.post<{ paymentUrl: string }>('/pay-order/v1/repay', { orderId }, token);
  expect(link, `order ${orderId} can be repaid after the restart`).toMatchObject({ code: 0 });
  const paid = await client.submitForm(link.data.paymentUrl, { outcome: 'pay' });
  expect(paid.status, `order ${orderId} is paid on the sandbox page`).toBe(303);
}

/**
 * Every borrower of the burst, on the server that carries on: each order they were told about is
 * listed, none is left waiting for a job (audit, payout), and each loan in progress is taken on to
 * settled. Answers how many were.
 */
export async function takeLoansToSettled(client: HttpClient, acked: readonly AckedWrite[]): Promise<number> {
  const sessions = sessionsOf(acked);
  expect(sessions.size, 'some borrower signed in before the fault').toBeGreaterThan(0);
  let settled = 0;
  for (const [phone, token] of sessions) {
    const orders = await ordersOf(client, token);
    const told = acked.filter((write) => write.kind === 'apply' && write.phone === phone);
    for (const write of told)
      expect(orders.map((order) => order.orderId)).toContain((write as { orderId: number }).orderId);
    for (const order of orders) expect([2, 3, 5, 6, 7], `order ${order.orderId}`).toContain(order.orderState);
    for (const order of orders.filter((o) => o.orderState === 2 || o.orderState === 6)) {
      await settle(client, token, order);
      settled += 1;
    }
  }
  for (const [, token] of sessions)
    for (const order of await ordersOf(client, token)) expect([3, 5, 7]).toContain(order.orderState);
  return settled;
}
