/**
 * A burst of writes from many borrowers at once, each borrower a lane walking the loan's money
 * over HTTP: sign in (code from the development outbox), telemetry, apply, the audit forced on
 * the development surface, Get Money, wait for the payout, Repayment, then pay on the sandbox page
 * or by the gateway's signed notification; and again, for a bounded number of loans. Some lanes
 * tap twice at once. Every acknowledged write is recorded; after `killAfterAcks` of them (or
 * `maxMs`) the server is killed at once, whatever is in flight, and the lanes stop.
 */
import { loadConfig } from '../../../../server/config.ts';
import { newSandboxEvent, signSandboxEvent } from '../../../../server/providers/payment/sandbox-gateway.ts';
import type { AckedWrite } from './acknowledged.ts';
import type { Envelope, HttpClient } from './http-client.ts';

export interface BurstOptions {
  borrowers: readonly { phone: string; cardId: number }[];
  productId: number;
  loansPerBorrower: number;
  killAfterAcks: number;
  maxMs: number;
  kill(): void;
}

export interface BurstRecord {
  acked: AckedWrite[];
  /** Acknowledged writes when the kill was sent (more may be answered after), and when. */
  killedAtAcks: number;
  killedAfterMs: number;
  /** Calls sent and never answered (in flight at the kill, or sent after it). */
  unanswered: number;
  /** Answers that were not what the flow expects (none are, before the kill). */
  surprises: string[];
}

// Longer than the burst may last: the kill, not this wait, ends a lane whose payout is slow.
const PAYOUT_POLLS = 400;
const POLL_MS = 100;
const webhookSecret = loadConfig({ APP_ENV: 'test' }).payment.webhookSecret;

class Stopped extends Error {}

/**
 * The server's settings for a burst on `database`: jobs polled often, the audit left to the
 * burst's forced decision, and the limits lifted that many borrowers on one address would hit.
 */
export function burstServerEnv(database: Record<string, string>): Record<string, string> {
  return {
    APP_ENV: 'test',
    JOBS_POLL_MS: '100',
    AUDIT_DELAY_SECONDS: '60',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_BORROWER_PER_MINUTE: '1000000',
    RATE_LIMIT_NOTIFICATIONS_PER_MINUTE: '1000000',
    OTP_PER_IP_PER_HOUR: '100000',
    OTP_PER_PHONE_PER_HOUR: '1000',
    ...database,
  };
}

export async function runBurst(client: HttpClient, options: BurstOptions): Promise<BurstRecord> {
  const started = Date.now();
  const record: BurstRecord = {
    acked: [],
    killedAtAcks: -1,
    killedAfterMs: -1,
    unanswered: 0,
    surprises: [],
  };
  let stopped = false;
  const killNow = () => {
    if (stopped) return;
    stopped = true;
    options.kill();
    record.killedAtAcks = record.acked.length;
    record.killedAfterMs = Date.now() - started;
  };
  const timer = setTimeout(killNow, options.maxMs);

  // An answer that arrives after the kill was sent still counts: the server said yes before dying.
  const ack = (write: AckedWrite) => {
    record.acked.push(write);
    if (record.acked.length >= options.killAfterAcks) killNow();
  };

  /** One call: refused once the kill is sent; an answer that is not code 0 stops the lane. */
  async function send<T>(what: string, call: () => Promise<Envelope<T>>): Promise<T> {
    if (stopped) throw new Stopped();
    let answer: Envelope<T>;
    try {
      answer = await call();
    } catch (error) {
      record.unanswered += 1;
      if (stopped) throw new Stopped();
      throw error;
    }
    if (answer.code !== 0) {
      if (!stopped) record.surprises.push(`${what}: ${answer.code} ${answer.msg}`);
      throw new Stopped();
    }
    return answer.data;
  }

  /** The same call twice at once on double-tapping lanes (a borrower's double tap). */
  const taps = <T>(double: boolean, call: () => Promise<T>) =>
    Promise.all(double ? [call(), call()] : [call()]);

  async function lane({ phone, cardId }: { phone: string; cardId: number }, index: number): Promise<void> {
    const double = index % 3 === 0;
    await send('sendCode', () => client.get(`/sms/v1/sendCode?phone=${phone}`));
    ack({ kind: 'code-sent', phone });
    const outbox = await send<{ code: string | null }[]>('outbox', () =>
      client.get(`/dev/outbox?phone=${phone}`),
    );
    const { token } = await send<{ token: string }>('login', () =>
      client.post('/user/v1/login', { phone, code: outbox[0]?.code ?? '' }),
    );
    ack({ kind: 'login', phone, token });

    for (let loan = 1; loan <= options.loansPerBorrower; loan += 1) {
      const pageName = `crash-${phone}-${loan}`;
      const events = [{ projectName: 'crash', pageName, behavior: 'enter', eventTime: Date.now() }];
      await send('telemetry', () => client.post('/burying-point/v2/burying-point', events, token));
      ack({ kind: 'telemetry', phone, pageName });

      const application = {
        cardId,
        borrowAmount: 1000 * loan,
        periods: 91,
        productId: options.productId,
        checkEmail: false,
        autoGetMoney: false,
        autoMoney: false,
      };
      const applied = await taps(double, () =>
        send<{ orderId: number; orderNo: string }>('apply', () =>
          client.post('/order/v1/apply', application, token),
        ),
      );
      for (const order of applied) ack({ kind: 'apply', phone, ...order });
      const { orderId } = applied[0]!;

      await send('audit', () => client.post(`/dev/orders/${orderId}/audit`, { decision: 'pass' }));
      ack({ kind: 'audit', orderId });
      await taps(double, () => send('getMoney', () => client.post('/order/v1/loan', { orderId }, token)));
      ack({ kind: 'get-money', orderId });

      let detail: { orderState: number; outstandingAmount: number } | undefined;
      for (let poll = 0; poll < PAYOUT_POLLS && detail?.orderState !== 6; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        detail = await send('detail', () => client.get(`/order/v1/detail?orderId=${orderId}`, token));
      }
      if (detail?.orderState !== 6) throw new Error(`Order ${orderId} was not paid out in time`);

      const links = await taps(double, () =>
        send<{ paymentUrl: string }>('repay', () => client.post('/pay-order/v1/repay', { orderId }, token)),
      );
      for (const link of links) ack({ kind: 'repay', orderId, paymentUrl: link.paymentUrl });
      const paymentUrl = links[0]!.paymentUrl;
      const providerRef = paymentUrl.split('/').at(-1)!;

      if (index % 2 === 0) {
        if (stopped) throw new Stopped();
        const paid = await client.submitForm(paymentUrl, { outcome: 'pay' }).catch((error: unknown) => {
          record.unanswered += 1;
          throw stopped ? new Stopped() : error;
        });
        if (paid.status !== 303) throw new Error(`The sandbox page answered ${paid.status}`);
        ack({ kind: 'paid-on-page', orderId, providerRef });
      } else {
        const amountPaise = Math.round(detail.outstandingAmount * 100);
        const event = newSandboxEvent(providerRef, 'paid', amountPaise, new Date());
        const signed = signSandboxEvent(webhookSecret, event);
        await send('notify', () => client.postRaw('/payments/notify/sandbox', signed.body, signed.headers));
        ack({ kind: 'notified', orderId, providerRef, eventId: event.id });
      }
    }
  }

  // A lane that fails before the kill is a finding; after it, failing is what a lane does.
  await Promise.all(
    options.borrowers.map((borrower, index) =>
      lane(borrower, index).catch((error: unknown) => {
        if (!(error instanceof Stopped) && !stopped) record.surprises.push(String(error));
      }),
    ),
  );
  clearTimeout(timer);
  // Every lane finished before the kill point: kill now, the burst is over.
  killNow();
  return record;
}
