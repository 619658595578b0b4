import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const DIR = 'scripts/check/fixtures/copy-broken';
const EN = `${DIR}/copy/en.json`;

describe('check (copy): texts live in the copy catalogue, translations are complete', () => {
  it('passes screens whose texts are all catalogue references, in titles, rules, dialogs, toasts and $if branches', () => {
    expect(problemsIn('copy-good/screens', { widgets: 'copy-widgets', copy: 'copy-good/copy' })).toEqual([]);
  });

  it('reports every copy problem in words, with the key to use', () => {
    expect(problemsIn('copy-broken/screens', { widgets: 'copy-widgets', copy: 'copy-broken/copy' })).toEqual([
      `${EN} /Login.Title: "Login.Title" is not a valid copy key. Expected the screen id, a dot and a slug of lowercase letters, digits and dashes, e.g. "login.get-otp".`,
      `${EN} /login.get-otp-button: "login.get-otp-button" is out of alphabetical order (it comes before "login.sign-in"). Sort the keys: npm run copy:extract writes the catalogue sorted.`,
      `${EN} /login.count: the text of "login.count" must be a text in quotes, found 3. Expected e.g. "Get OTP".`,
      `${EN} /login.count: "login.count" is out of alphabetical order (it comes before "login.get-otp-title"). Sort the keys: npm run copy:extract writes the catalogue sorted.`,
      `${EN} /login.old-text: no screen uses "login.old-text". Remove it from every catalogue file, or write { "$copy": "login.old-text" } where the text belongs.`,
      `${EN} /login.get-otp-title: "login.get-otp-title" ("Get OTP") differs from "login.get-otp-button" ("Get  otp") only in case or spacing. Use one wording for both, or add { "keys": ["login.get-otp-button", "login.get-otp-title"], "why": "..." } to ${DIR}/copy/same-on-purpose.json.`,
      `${DIR}/copy/hi.json /login.code-sent: the placeholders of this text (none) differ from the English text's ({{state.nope}}). Expected exactly the placeholders of en.json: {{state.nope}}.`,
      `${DIR}/copy/hi.json /login.enter-your-mobile-number: hi.json has no text for "login.enter-your-mobile-number" (English: "Please enter your mobile number"). Add it.`,
      `${DIR}/copy/hi.json /login.enter-your-mobile-numbr: "login.enter-your-mobile-numbr" is not a key of en.json, so no screen shows this text. Did you mean "login.enter-your-mobile-number"?`,
      `${DIR}/copy/hi.json /zz.extra: "zz.extra" is not a key of en.json, so no screen shows this text. Remove it, or add the key to en.json first.`,
      `${DIR}/copy/same-on-purpose.json /2: this entry is not well formed. Expected a list of { "keys": ["<key>", "<key>"], "why": "<why both wordings stay>" }.`,
      `${DIR}/copy/same-on-purpose.json /0/keys/1: "login.sign-inn" is not a key of ${EN}. Did you mean "login.sign-in"?`,
      `${DIR}/copy/same-on-purpose.json /1: these texts no longer differ only in case or spacing. Remove this entry.`,
      // A catalogue text is checked where the screen uses it: its binding is proved like any other.
      `${DIR}/screens/login.json /body/4/onAction/1/text: the binding "state.nope" reads the state key "nope", which is not declared in "state". Expected one of: state.resendIn, state.otpError.`,
      `${DIR}/screens/login.json /forms/login/fields/phone/rules/0/message: the copy key "login.enter-your-mobil-number" is not in ${EN}. Did you mean "login.enter-your-mobile-number"?`,
      `${DIR}/screens/login.json /body/1/props/text: the copy key "login.nothing-like-this" is not in ${EN}. Add it there with its English text, or use a key it has.`,
      `${DIR}/screens/login.json /route/title: this text is already in the copy catalogue as "login.sign-in". Write { "$copy": "login.sign-in" } in its place.`,
      `${DIR}/screens/login.json /body/0/props/text: this text is not in the copy catalogue. Move it to ${EN} as "login.welcome-back" and write { "$copy": "login.welcome-back" }.`,
      `${DIR}/screens/login.json /body/4/props/label: this text is not in the copy catalogue. Move it to ${EN} as "login.mobile-number" and write { "$copy": "login.mobile-number" }.`,
      // A sentence joined from texts and bindings is one text: one template, not three pieces.
      `${DIR}/screens/login.json /body/4/props/action/label/$if/1: this text is not in the copy catalogue. Move it to ${EN} as "login.resend-in-s" and write { "$copy": "login.resend-in-s" }.`,
      `${DIR}/screens/login.json /body/4/props/action/label/$if/2: this text is already in the copy catalogue as "login.get-otp-title". Write { "$copy": "login.get-otp-title" } in its place.`,
    ]);
  });

  it('says so when the English catalogue is missing, without calling every key unknown', () => {
    expect(
      problemsIn('copy-missing/screens', { widgets: 'copy-widgets', copy: 'copy-missing/copy' }),
    ).toEqual([
      `scripts/check/fixtures/copy-missing/copy/en.json /: the copy catalogue file is missing. Add it: an object of key -> text, e.g. { "login.get-otp": "Get OTP" }.`,
    ]);
  });
});
