import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hasValidSignature,
  signatureHex,
} from '../../../../server/providers/payment/notification-signature.ts';

const secret = 'a-webhook-secret-of-at-least-thirty-two-chars';
const body = Buffer.from('{"event":"payment_link.paid","amount":512329}');
const good = createHmac('sha256', secret).update(body).digest('hex');

describe('payment notification signatures (HMAC-SHA256 over the raw body)', () => {
  it('signs as the hex HMAC-SHA256 of the exact bytes', () => {
    expect(signatureHex(secret, body)).toBe(good);
    expect(good).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right signature, in either letter case', () => {
    expect(hasValidSignature(secret, body, good)).toBe(true);
    expect(hasValidSignature(secret, body, good.toUpperCase())).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another secret', createHmac('sha256', `${secret}x`).update(body).digest('hex')],
    ['one digit changed', `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`],
    ['a digit too many', `${good}0`],
    ['a digit too few', good.slice(0, -1)],
    ['truncated to half', good.slice(0, 32)],
    ['not hex', `${good.slice(0, -1)}z`],
    ['base64 of the right bytes', Buffer.from(good, 'hex').toString('base64')],
  ])('refuses a signature that is %s', (_case, signature) => {
    expect(hasValidSignature(secret, body, signature)).toBe(false);
  });

  it('refuses the right signature over a body changed by one byte', () => {
    const changed = Buffer.from(body.toString().replace('512329', '512328'));
    expect(hasValidSignature(secret, changed, good)).toBe(false);
  });
});
