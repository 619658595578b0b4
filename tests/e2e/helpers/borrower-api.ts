// The borrower's onboarding done through the real /api1 (the loan tests start where onboarding
// ends): KYC by Aadhaar OTP (code from the dev outbox), the face check with a real photograph,
// basic, work and contact information, and a bank card. Also the development surface the loan
// tests drive time and decisions with. Never mocked: every call reaches the e2e server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomAadhaar } from '../../support/random-aadhaar.ts';
import { randomPan } from '../../support/random-pan.ts';
import type { Envelope, OutboxMessage } from './api.ts';
import { withPrefix } from './phone.ts';

const imagesDir = path.resolve(import.meta.dirname, '../../server/fixtures/images');

/** A branch of the seeded IFSC directory. */
export const IFSC = 'SBIN0000691';

async function envelopeOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Envelope<T>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`);
  }
}

/** The token the app stored when the borrower signed in through the UI. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'the app stored a token at sign-in').toBeTruthy();
  return token!;
}

/** Calls of one signed-in borrower; each expects success and returns the envelope's data. */
export function borrowerApi(request: APIRequestContext, token: string) {
  const headers = { token };
  const ok = async <T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const envelope = await envelopeOf<T>(response);
    expect(envelope.code, `${what} answered: ${envelope.msg}`).toBe(0);
    return envelope.data;
  };
  return {
    get: <T>(url: string) => request.get(`/api1${url}`, { headers }).then((r) => ok<T>(`GET ${url}`, r)),
    post: <T>(url: string, data: unknown = {}) =>
      request.post(`/api1${url}`, { headers, data }).then((r) => ok<T>(`POST ${url}`, r)),
    upload: <T>(url: string, field: string, file: string, mimeType: string) =>
      request
        .post(`/api1${url}`, {
          headers,
          multipart: { [field]: { name: file, mimeType, buffer: readFileSync(path.join(imagesDir, file)) } },
        })
        .then((r) => ok<T>(`POST ${url}`, r)),
  };
}

/** The newest message the sandbox SMS provider "sent" to a phone that carries a code of `digits`. */
async function latestCode(request: APIRequestContext, phone: string, digits: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api1/dev/outbox?phone=${withPrefix(phone)}`);
        const messages = (await envelopeOf<OutboxMessage[]>(response)).data;
        code = messages.find((message) => message.code?.length === digits)?.code ?? '';
        return code;
      },
      { message: `a ${digits}-digit code for ${phone} in the dev outbox`, timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/**
 * Completes every onboarding step of a signed-in borrower and adds a bank card; returns the card id.
 * `skip` leaves steps out (a borrower the audit would deny).
 */
export async function completeProfile(
  request: APIRequestContext,
  token: string,
  phone: string,
  skip: { contacts?: boolean } = {},
): Promise<number> {
  const api = borrowerApi(request, token);

  const aadhaar = randomAadhaar();
  await api.post('/auth/v2/aadhaar/send-otp', { aadhaar });
  const otp = await latestCode(request, phone, 6);
  await api.post('/auth/aadhaar/verify', { aadhaar, otp });
  await api.post('/auth/v1/kyc-info/aadhaar-verify', { idNo: aadhaar, panNo: randomPan() });

  const face = await api.upload<{ passed: boolean; message: string }>(
    '/auth/v3/living-check',
    'image',
    'face-real.jpg',
    'image/jpeg',
  );
  expect(face.passed, `the face check passes a real face: ${face.message}`).toBe(true);
  await api.post('/auth/v1/kyc-info/living-hold');

  const states = await api.get<{ id: number; name: string }[]>('/map-state/v1/list');
  const stateId = states.find((state) => state.name === 'Karnataka')!.id;
  const districts = await api.get<{ id: number; name: string }[]>(`/map-state/v1/district/${stateId}`);
  const districtId = districts.find((district) => district.name === 'Bengaluru Urban')!.id;
  await api.post('/auth/v1/base-info', {
    birthDate: '1995-04-12',
    gender: '2',
    maritalStatus: '1',
    education: '5',
    loanPurpose: '2',
    email: 'asha.verma@example.in',
    stateId: String(stateId),
    districtId: String(districtId),
    address: '12 MG Road, Shivajinagar',
    pincode: '560001',
    salaryDay: '1',
  });
  await api.post('/auth/v1/work-info', {
    workState: '1',
    monthlyIncome: '32000',
    companyName: 'Infosys Limited',
    designation: 'Software engineer',
    companyPhone: '8041234567',
    workingYears: '2',
  });
  if (!skip.contacts) {
    // Contacts' mobiles must differ from the borrower's own and from each other.
    const other = (n: number) =>
      `9${String((Number(phone.slice(1)) + n * 7919) % 1_000_000_000).padStart(9, '0')}`;
    await api.post('/auth/v1/contacts', {
      oneName: 'ramesh verma',
      oneMobile: other(1),
      oneRelation: 'Father',
      twoName: 'sunita verma',
      twoMobile: other(2),
      twoRelation: 'Mother',
      thirdName: 'anil kumar',
      thirdMobile: other(3),
      thirdRelation: 'Friends',
    });
  }

  const accountNo = `5010${phone}`;
  await api.post('/bank/v1/bind-card', { bankCode: IFSC, cardNo: accountNo, confirmCardNo: accountNo });
  const cards = await api.get<{ id: number; cardNo: string }[]>('/bank/v1/find-user-bank-card');
  expect(cards).toHaveLength(1);
  return cards[0]!.id;
}

/** The development surface: force an audit decision, run the due jobs, move the clock. */
export function devSurface(request: APIRequestContext) {
  const post = async <T>(url: string, data: unknown = {}) => {
    const envelope = await envelopeOf<T>(await request.post(`/api1/dev${url}`, { data }));
    expect(envelope.code, `POST /dev${url} answered: ${envelope.msg}`).toBe(0);
    return envelope.data;
  };
  return {
    decide: (orderId: number, decision: 'pass' | 'deny') =>
      post<{ orderState: number }>(`/orders/${orderId}/audit`, { decision }),
    runJobs: () => post<{ ran: number }>('/jobs/run'),
    advanceDays: (days: number) => post<{ now: string }>('/clock', { advanceDays: days }),
    advanceHours: (hours: number) => post<{ now: string }>('/clock', { advanceHours: hours }),
    advanceMinutes: (minutes: number) => post<{ now: string }>('/clock', { advanceMinutes: minutes }),
  };
}

/**
 * Forces the audit decision of an order. The audit job decides by itself a few seconds after the
 * application; when it was quicker, its decision must be the one wanted.
 */
export async function decideAudit(
  request: APIRequestContext,
  token: string,
  orderId: number,
  decision: 'pass' | 'deny',
): Promise<void> {
  const answer = await request.post(`/api1/dev/orders/${orderId}/audit`, { data: { decision } });
  const envelope = await envelopeOf<unknown>(answer);
  if (envelope.code === 0) return;
  const order = await borrowerApi(request, token).get<{ orderState: number }>(
    `/order/v1/detail?orderId=${orderId}`,
  );
  expect(order.orderState, `the audit job decided first (${envelope.msg})`).toBe(decision === 'pass' ? 2 : 3);
}

/** Binds a card and applies for `amount` of product 1 through the API; returns the new order's id. */
export async function applyByApi(request: APIRequestContext, token: string, phone: string, amount: number) {
  const api = borrowerApi(request, token);
  const accountNo = `5010${phone}`;
  await api.post('/bank/v1/bind-card', { bankCode: IFSC, cardNo: accountNo, confirmCardNo: accountNo });
  const [card] = await api.get<{ id: number }[]>('/bank/v1/find-user-bank-card');
  const { orderId } = await api.post<{ orderId: number }>('/order/v1/apply', {
    cardId: card!.id,
    borrowAmount: amount,
    periods: 91,
    productId: 1,
  });
  return orderId;
}
