// A translation of the error catalogue is refused at start when a reader could get a message in
// English or with a value missing (decision 0043).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, errorNames, loadTranslation } from '../../../server/contract/error-catalogue.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'errors-translation-'));
let files = 0;
function translationFile(messages: Record<string, unknown>): string {
  files += 1;
  const file = path.join(dir, `errors.${files}.json`);
  writeFileSync(file, JSON.stringify({ messages }));
  return file;
}

/** Every English message, marked so that a test can tell it was read from the translation. */
function complete(): Record<string, string> {
  return Object.fromEntries([...englishCatalogue()].map(([name, entry]) => [name, `[hi] ${entry.msg}`]));
}

describe('a translation of the error catalogue', () => {
  it('is read whole when it has every message with its placeholders', () => {
    const read = loadTranslation(translationFile(complete()), englishCatalogue());
    expect(read.size).toBe(errorNames.length);
    expect(read.get('OTP_PHONE_LIMIT')).toBe(
      '[hi] Too many codes were requested for this number. Please try again in {wait}.',
    );
  });

  it('is refused when a message is missing', () => {
    const messages = complete();
    delete messages.CODE_WRONG;
    delete messages.DENIAL_WAIT;
    expect(() => loadTranslation(translationFile(messages), englishCatalogue())).toThrow(
      /lacks CODE_WRONG, DENIAL_WAIT$/,
    );
  });

  it('is refused when a message fills in other values than the English', () => {
    const messages = { ...complete(), DENIAL_WAIT: 'आप {days} बाद फिर से आवेदन कर सकते हैं।' };
    expect(() => loadTranslation(translationFile(messages), englishCatalogue())).toThrow(
      'DENIAL_WAIT fills in "{days}", the English "{wait}"',
    );
    const twice = { ...complete(), CODE_WRONG: '{triesLeft} {triesLeft}' };
    expect(() => loadTranslation(translationFile(twice), englishCatalogue())).toThrow(
      'CODE_WRONG fills in "{triesLeft} {triesLeft}", the English "{triesLeft}"',
    );
  });

  it('is refused for a name the server does not use, or a message that is not a text', () => {
    expect(() =>
      loadTranslation(translationFile({ ...complete(), CODE_WRONGG: 'x' }), englishCatalogue()),
    ).toThrow('CODE_WRONGG is not in errors.json');
    expect(() =>
      loadTranslation(translationFile({ ...complete(), CODE_WRONG: ' ' }), englishCatalogue()),
    ).toThrow('CODE_WRONG is not a text');
  });
});
