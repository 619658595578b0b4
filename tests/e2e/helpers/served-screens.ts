// The copy of schemas/screens/ the end-to-end server serves (set up by tests/e2e/start-server.ts),
// and a way to edit one served screen for the length of a test, as product staff would.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_SCREENS_DIR = path.join(os.tmpdir(), 'loan-app-e2e-screens');

type ScreenJson = Record<string, unknown>;

/** Rewrites a served screen with `edit`, runs `body`, and puts the file back whatever happens. */
export async function withServedScreen(
  id: string,
  edit: (screen: ScreenJson) => ScreenJson,
  body: () => Promise<void>,
): Promise<void> {
  const file = path.join(E2E_SCREENS_DIR, `${id}.json`);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify(edit(JSON.parse(original) as ScreenJson), null, 2));
  try {
    await body();
  } finally {
    writeFileSync(file, original);
  }
}
