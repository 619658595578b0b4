import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractDir } from '../paths.ts';
import type { Wording } from './wording.ts';

/**
 * The contract's `x-message`s (what a request that does not match an endpoint's schema is told) in
 * Hindi, kept by their English text in `field-messages.hi.json` beside the endpoints (decision
 * 0057), as `errors.hi.json` keeps the catalogue's messages by name.
 */
const FILE_NAME = 'field-messages.hi.json';

/** Every `x-message` a schema carries, at any depth. */
function collectMessages(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectMessages(item, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-message' && typeof value === 'string') into.add(value);
    else collectMessages(value, into);
  }
}

/** The `x-message`s borrowers can be answered with: those of every endpoint but the development surface's. */
export function borrowerFieldMessages(
  endpoints: Iterable<{ devOnly?: boolean; query?: object; params?: object; body?: object }>,
): Set<string> {
  const messages = new Set<string>();
  for (const endpoint of endpoints) {
    if (endpoint.devOnly) continue;
    collectMessages([endpoint.query, endpoint.params, endpoint.body], messages);
  }
  return messages;
}

/** The Hindi table of a contract folder (empty when it has none), each entry a text. */
export function readFieldMessages(dir: string): Map<string, string> {
  const file = path.join(dir, FILE_NAME);
  if (!existsSync(file)) return new Map();
  const { messages } = JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, unknown> };
  const table = new Map<string, string>();
  for (const [english, hindi] of Object.entries(messages)) {
    if (typeof hindi !== 'string' || hindi.trim() === '')
      throw new Error(`schemas/api/${FILE_NAME}: "${english}" is not a text`);
    table.set(english, hindi);
  }
  return table;
}

/**
 * Stops the server at start when an endpoint's `x-message` has no Hindi, or the table holds a
 * sentence no endpoint says any more (an English text changed without its Hindi).
 */
export function checkFieldMessages(said: ReadonlySet<string>, table: ReadonlyMap<string, string>): void {
  const missing = [...said].filter((english) => !table.has(english));
  if (missing.length > 0)
    throw new Error(
      `schemas/api/${FILE_NAME} lacks the Hindi of ${missing.map((text) => `"${text}"`).join(', ')}`,
    );
  const unsaid = [...table.keys()].filter((english) => !said.has(english));
  if (unsaid.length > 0)
    throw new Error(
      `schemas/api/${FILE_NAME}: no endpoint says ${unsaid.map((text) => `"${text}"`).join(', ')}`,
    );
}

let hindi: Map<string, string> | undefined;

/** An `x-message` in every language; a sentence without Hindi (a test's own schema) stays English. */
export function fieldMessageWording(english: string): Wording {
  hindi ??= readFieldMessages(contractDir);
  return { en: english, hi: hindi.get(english) ?? english };
}
