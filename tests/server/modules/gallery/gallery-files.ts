/**
 * A served screens folder and a fixtures folder of their own for the gallery's tests: two real
 * screens (help, alert: neither leads to a screen not copied here) and fixtures written here, so
 * each test can break and mend files freely.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../../server/paths.ts';

export interface GalleryFiles {
  screensDir: string;
  fixturesDir: string;
  /** Writes a fixture (an object, or text as it is). */
  writeFixture(screen: string, name: string, content: object | string): string;
  /** The file's label in messages (relative to the project). */
  label(absolute: string): string;
  remove(): void;
}

export const FAQ = [{ title: 'How much can I borrow?', content: 'Up to ₹5,000 at first.' }];
export const CONFIG = {
  customer: { phone: '1800 000 000', email: 'help@example.in' },
  lender: { name: 'Example Finance' },
  grievance: { name: 'A. Officer', phone: '1800 000 001', email: 'grievance@example.in' },
  app: { androidDownloadUrl: 'https://example.in/app' },
};

export function createGalleryFiles(): GalleryFiles {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-'));
  const screensDir = path.join(base, 'screens');
  const fixturesDir = path.join(base, 'fixtures');
  fs.mkdirSync(screensDir);
  fs.mkdirSync(fixturesDir);
  for (const id of ['help', 'alert'])
    fs.copyFileSync(
      path.join(projectRoot, 'schemas/screens', `${id}.json`),
      path.join(screensDir, `${id}.json`),
    );

  const writeFixture = (screen: string, name: string, content: object | string) => {
    const file = path.join(fixturesDir, screen, `${name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    return file;
  };
  writeFixture('help', 'default', {
    title: 'Questions and the customer service number',
    answers: { 'client.faq': { data: FAQ }, 'client.config': { data: CONFIG } },
  });
  writeFixture('help', 'no-questions', {
    title: 'No questions yet',
    answers: { 'client.faq': { data: [] }, 'client.config': { data: CONFIG } },
  });
  return {
    screensDir,
    fixturesDir,
    writeFixture,
    label: (absolute) => path.relative(projectRoot, absolute).split(path.sep).join('/'),
    remove: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}
