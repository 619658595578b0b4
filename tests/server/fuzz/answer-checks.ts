/**
 * What every /api1 answer must be (decision 0006): never a 5xx from a client's input, always the
 * envelope {code, msg, data} as JSON, with a code from schemas/api/errors.json sent with that
 * code's HTTP status.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractDir } from '../../../server/paths.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const catalogue: ReadonlyMap<number, number> = new Map(
  (
    JSON.parse(readFileSync(path.join(contractDir, 'errors.json'), 'utf8')) as {
      errors: { code: number; http: number }[];
    }
  ).errors.map((entry) => [entry.code, entry.http]),
);

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The envelope of an answer, or what is wrong with the answer. */
export function readEnvelope(answer: Answer): { envelope: Envelope } | { problem: string } {
  const shown = `HTTP ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  if (answer.statusCode >= 500) return { problem: `server error: ${shown}` };
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return { problem: `not JSON (content-type ${String(answer.headers['content-type'])}): ${shown}` };
  const body = parsed(answer.body) as Partial<Envelope> | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: `not an envelope: ${shown}` };
  if (!Number.isInteger(body.code) || typeof body.msg !== 'string' || !('data' in body))
    return { problem: `envelope without integer code, string msg and data: ${shown}` };
  const status = catalogue.get(body.code as number);
  if (status === undefined) return { problem: `code ${body.code} is not in errors.json: ${shown}` };
  if (status !== answer.statusCode)
    return { problem: `code ${body.code} must be sent with HTTP ${status}: ${shown}` };
  return { envelope: body as Envelope };
}
