/** What the profile tests share: a valid basic and work form, the places they name, IST dates. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiGet, apiPost, type ApiAnswer } from '../../helpers/api.ts';

export interface FieldErrorsData {
  errorColumn: { column: string; msg: string }[];
}

export async function placeIds(
  app: FastifyInstance,
  stateName: string,
  districtName: string,
): Promise<{ stateId: number; districtId: number }> {
  const states = await apiGet<{ id: number; name: string }[]>(app, '/map-state/v1/list');
  const stateId = states.body.data.find((s) => s.name === stateName)?.id;
  if (stateId === undefined) throw new Error(`No state ${stateName}`);
  const districts = await apiGet<{ id: number; name: string }[]>(app, `/map-state/v1/district/${stateId}`);
  const districtId = districts.body.data.find((d) => d.name === districtName)?.id;
  if (districtId === undefined) throw new Error(`No district ${districtName} in ${stateName}`);
  return { stateId, districtId };
}

/** A complete, valid basic form of a borrower in Bengaluru. */
export async function validBasic(app: FastifyInstance): Promise<Record<string, string | number>> {
  const { stateId, districtId } = await placeIds(app, 'Karnataka', 'Bengaluru Urban');
  return {
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
  };
}

export const validWork: Record<string, string> = {
  workState: '1',
  monthlyIncome: '32000',
  companyName: 'Infosys Limited',
  designation: 'Software engineer',
  companyPhone: '8041234567',
  workingYears: '2',
};

/** The IST calendar date `years` years before today, shifted by `days` (yyyy-mm-dd). */
export function istDateYearsAgo(years: number, days = 0): string {
  const ist = new Date(Date.now() + 5.5 * 3_600_000);
  const date = new Date(Date.UTC(ist.getUTCFullYear() - years, ist.getUTCMonth(), ist.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** Expects the FIELDS_INVALID answer and returns its errorColumn. */
export function expectFieldErrors(answer: ApiAnswer<unknown>): FieldErrorsData['errorColumn'] {
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(4051);
  const data = answer.body.data as FieldErrorsData;
  expect(data.errorColumn.length).toBeGreaterThan(0);
  // msg repeats the list, numbered, for clients that show only msg.
  const numbered = data.errorColumn.map((e, i) => `${i + 1}. ${e.msg}`).join(' ');
  expect(answer.body.msg).toBe(`Please correct the following: ${numbered}`);
  return data.errorColumn;
}

export async function saveBasic(app: FastifyInstance, token: string, body: unknown) {
  return apiPost(app, '/auth/v1/base-info', body, { token });
}

export async function saveWork(app: FastifyInstance, token: string, body: unknown) {
  return apiPost(app, '/auth/v1/work-info', body, { token });
}
