/** What the brute-force tests share: addresses of their own, sends and logins from a given address. */
import type { FastifyInstance } from 'fastify';
import { apiGet, apiPost } from '../helpers/api.ts';

let nextAddress = 0;

/** A network address no other test of the file uses (10.77.x.y). */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 256) % 256}.${nextAddress % 256}`;
}

let nextNetwork = 0;

/** An IPv6 /64 no other test of the file uses; `address()` is a new address inside it each time. */
export function freshIpv6Network(): { address(): string } {
  nextNetwork += 1;
  let host = 0;
  return {
    address() {
      host += 1;
      return `2001:db8:77:${nextNetwork.toString(16)}:${host.toString(16)}:5e1f:a2b3:${((host * 7919) % 0x10000).toString(16)}`;
    },
  };
}

export function sendCodeFrom(
  app: FastifyInstance,
  phone: string,
  ip: string,
  headers: Record<string, string> = {},
) {
  return apiGet(app, `/sms/v1/sendCode?phone=${phone}`, { ip, headers });
}

export function loginFrom(app: FastifyInstance, phone: string, code: string, ip: string) {
  return apiPost<{ token: string }>(app, '/user/v1/login', { phone, code }, { ip });
}

/** A code of the same length that is certainly not `code`. */
export function wrongCode(code: string): string {
  const modulo = 10 ** code.length;
  return String((Number(code) + 1) % modulo).padStart(code.length, '0');
}

/** The dev clock moved on by more than `seconds` (it moves by whole minutes). */
export async function waitPast(app: FastifyInstance, seconds: number): Promise<void> {
  const moved = await apiPost(app, '/dev/clock', { advanceMinutes: Math.ceil((seconds + 1) / 60) });
  if (moved.body.code !== 0) throw new Error(`clock refused: ${moved.body.msg}`);
}
