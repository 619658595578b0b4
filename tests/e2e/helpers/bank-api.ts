// The signed-in borrower's bank cards through the real /api1 server, with the token the app stored
// at sign-in: to give a screenshot a card to show, and to prove what a screen did (or did not) save.
import { expect, type Page } from '@playwright/test';
import { getEnvelope, type Envelope } from './api.ts';

export interface BankCard {
  id: number;
  cardNo: string;
  bankCode: string;
  bankName: string;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'the app stored a token at sign-in').toBeTruthy();
  return token ?? '';
}

export async function listCards(page: Page): Promise<BankCard[]> {
  const envelope = await getEnvelope<BankCard[]>(page.request, '/api1/bank/v1/find-user-bank-card', {
    token: await tokenOf(page),
  });
  expect(envelope.code, `find-user-bank-card answered: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

export async function bindCard(page: Page, bankCode: string, cardNo: string): Promise<number> {
  const response = await page.request.post('/api1/bank/v1/bind-card', {
    headers: { token: await tokenOf(page) },
    data: { bankCode, cardNo, confirmCardNo: cardNo },
  });
  const envelope = (await response.json()) as Envelope<{ id: number }>;
  expect(envelope.code, `bind-card answered: ${envelope.msg}`).toBe(0);
  return envelope.data.id;
}
