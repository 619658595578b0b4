import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiGet, apiPost } from './api.ts';

// Each test file runs in its own process: a random base keeps phones apart across files sharing
// one PostgreSQL server, the counter within a file.
let nextNumber = Math.floor(Math.random() * 800_000_000);

/** A valid, unused phone number: 91 + 10 digits starting with 9. */
export function newPhone(): string {
  nextNumber += 1;
  return `919${String(nextNumber % 1_000_000_000).padStart(9, '0')}`;
}

/** A network address of its own per phone, so the per-address send limit does not mix tests. */
export function ipFor(phone: string): string {
  const n = Number(phone.slice(-6));
  return `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

export async function requestCode(app: FastifyInstance, phone: string, ip = ipFor(phone)) {
  return apiGet<{ resendAfter: number; expiresIn: number }>(app, `/sms/v1/sendCode?phone=${phone}`, { ip });
}

/** The newest code the sandbox SMS provider "sent" to the phone, read from the dev outbox. */
export async function codeFromOutbox(app: FastifyInstance, phone: string): Promise<string> {
  const outbox = await apiGet<{ code: string | null }[]>(app, `/dev/outbox?phone=${phone}`);
  const code = outbox.body.data[0]?.code;
  if (!code) throw new Error(`No SMS code in the outbox for ${phone}`);
  return code;
}

/** Signs a borrower in the way the app does (code by SMS, then login); returns the token. */
export async function signIn(
  app: FastifyInstance,
  phone = newPhone(),
): Promise<{ phone: string; token: string }> {
  const sent = await requestCode(app, phone);
  expect(sent.body).toMatchObject({ code: 0 });
  const login = await apiPost<{ token: string }>(
    app,
    '/user/v1/login',
    { phone, code: await codeFromOutbox(app, phone) },
    { ip: ipFor(phone) },
  );
  expect(login.body).toMatchObject({ code: 0 });
  return { phone, token: login.body.data.token };
}
