// The copy of schemas/screens/ the end-to-end server serves (set up by tests/e2e/start-server.ts),
// and a way to edit one served screen for the length of a test, as product staff would.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One folder per e2e port, so two runs on one machine (E2E_PORT) never share served screens. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
const suffix = E2E_PORT === 8090 ? '' : `-${E2E_PORT}`;
export const E2E_SCREENS_DIR = path.join(os.tmpdir(), `loan-app-e2e-screens${suffix}`);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `loan-app-e2e-data${suffix}`);
/** The copy catalogue the e2e server resolves screens' texts from (decision 0016). */
export const E2E_COPY_DIR = path.join(os.tmpdir(), `loan-app-e2e-copy${suffix}`);

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
