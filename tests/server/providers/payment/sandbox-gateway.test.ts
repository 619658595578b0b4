import { describe, expect, it } from 'vitest';
import { signatureHex } from '../../../../server/providers/payment/notification-signature.ts';
import {
  newSandboxEvent,
  sandboxGateway,
  signSandboxEvent,
  type SandboxEventBody,
} from '../../../../server/providers/payment/sandbox-gateway.ts';
import { escapeHtml, formatRupees } from '../../../../server/providers/payment/sandbox-page.ts';

const webhookSecret = 'sandbox-webhook-secret-of-32-characters-or-more';
const gateway = sandboxGateway({ webhookSecret, publicBaseUrl: '' });
const now = new Date('2026-03-01T10:00:00Z');

describe('the sandbox gateway notification', () => {
  it('reads back what it signs: a capture of the link for its amount, paid when it was made', () => {
    const event = newSandboxEvent('sbpay_abc', 'paid', 512_329, now);
    const signed = signSandboxEvent(webhookSecret, event);
    expect(signed.headers['x-sandbox-signature']).toBe(signatureHex(webhookSecret, signed.body));
    expect(gateway.parseNotification(Buffer.from(signed.body), signed.headers)).toEqual({
      kind: 'event',
      event: {
        eventId: event.id,
        providerRef: 'sbpay_abc',
        status: 'captured',
        amountPaise: 512_329,
        paidAt: now,
      },
    });
    const failed = signSandboxEvent(webhookSecret, newSandboxEvent('sbpay_abc', 'failed', 512_329, now));
    const parsedFailure = gateway.parseNotification(Buffer.from(failed.body), failed.headers);
    expect(parsedFailure).toMatchObject({ event: { status: 'failed' } });
    expect(parsedFailure.kind === 'event' && 'paidAt' in parsedFailure.event).toBe(false);
  });

  it('reads a capture with no time it can trust as one that does not say when it was paid', () => {
    for (const createdAt of [
      undefined,
      '',
      'yesterday',
      '2026-03-01',
      '1969-12-31T23:59:59Z',
      1772359200,
      '2026-02-30T10:00:00Z',
    ]) {
      const event = {
        ...newSandboxEvent('sbpay_abc', 'paid', 100, now),
        createdAt,
      } as unknown as SandboxEventBody;
      const signed = signSandboxEvent(webhookSecret, event);
      const parsed = gateway.parseNotification(Buffer.from(signed.body), signed.headers);
      expect(parsed, String(createdAt)).toMatchObject({ kind: 'event', event: { status: 'captured' } });
      expect(parsed.kind === 'event' && 'paidAt' in parsed.event, String(createdAt)).toBe(false);
    }
  });

  it('gives every event its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSandboxEvent('sbpay_abc', 'failed', 1, now).id));
    expect(ids.size).toBe(50);
  });

  it('rejects a signed body that is not a sandbox event, and one signed with another secret', () => {
    const notJson = Buffer.from('amount=1');
    expect(
      gateway.parseNotification(notJson, { 'x-sandbox-signature': signatureHex(webhookSecret, notJson) }),
    ).toEqual({ kind: 'rejected', reason: 'body is not JSON' });
    const signed = signSandboxEvent('another-secret', newSandboxEvent('sbpay_abc', 'paid', 1, now));
    expect(gateway.parseNotification(Buffer.from(signed.body), signed.headers).kind).toBe('rejected');
  });
});

describe('the sandbox page text', () => {
  it('writes rupees with Indian digit grouping and two decimals', () => {
    expect(formatRupees(512_329)).toBe('₹\u00a05,123.29');
    expect(formatRupees(1_234_567_800)).toBe('₹\u00a01,23,45,678.00');
    expect(formatRupees(5)).toBe('₹\u00a00.05');
  });

  it('escapes what it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
