// Direct calls to the real /api1 server from the test process (never mocked): reading the dev SMS
// outbox, the client config, and checking what a token can still do.
import { expect, type APIRequestContext } from '@playwright/test';
import { withPrefix } from './phone.ts';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface OutboxMessage {
  phone: string;
  text: string;
  code: string;
  createdAt: string;
}

export interface ClientConfig {
  customer: { phone: string; email: string };
}

export async function getEnvelope<T>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await request.get(url, { headers });
  const text = await response.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(
      `GET ${url} answered ${response.status()} with a body that is not JSON: ${text.slice(0, 300)}`,
    );
  }
}

/** The SMS messages the server "sent" to a phone (10 digits), newest first. */
export async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const envelope = await getEnvelope<OutboxMessage[]>(request, `/api1/dev/outbox?phone=${withPrefix(phone)}`);
  expect(envelope.code, `dev outbox answered: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** Waits for the login code SMS to reach the outbox and returns its code. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => (messages = await outbox(request, phone)).length, {
      message: `an SMS code for ${phone} in the dev outbox`,
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  const code = messages[0]?.code ?? '';
  expect(code, 'the SMS carries a 4-digit code').toMatch(/^\d{4}$/);
  return code;
}

export async function clientConfig(request: APIRequestContext): Promise<ClientConfig> {
  const envelope = await getEnvelope<ClientConfig>(request, '/api1/client/v1/config');
  expect(envelope.code, `client config answered: ${envelope.msg}`).toBe(0);
  return envelope.data;
}
