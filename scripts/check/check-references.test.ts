import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-references/references.json';

describe('check (h): dialogs, forms, sources, state keys and fields named are declared', () => {
  it('reports each name that the screen does not declare, with the closest declared one', () => {
    expect(problemsIn('screens-references')).toEqual([
      `${FILE} /body/0/props/field: the form "login" has no field "phon". Expected one of: phone, password, again. Did you mean "phone"?`,
      `${FILE} /body/1/props/form: the form "signup" is not declared in "forms". Expected one of: login, work.`,
      `${FILE} /body/2/onPress/0/dialog: the dialog "confrim" is not declared in "dialogs". Expected one of: confirm. Did you mean "confirm"?`,
      `${FILE} /body/2/onPress/1/dialog: the dialog "nope" is not declared in "dialogs". Expected one of: confirm.`,
      `${FILE} /body/2/onPress/3/form: the form "logn" is not declared in "forms". Expected one of: login, work. Did you mean "login"?`,
      `${FILE} /body/2/onPress/4/source: the data source "ordr" is not declared in "data". Expected one of: order. Did you mean "order"?`,
      `${FILE} /body/2/onPress/5/source: the data source "x" is not declared in "data". Expected one of: order.`,
      `${FILE} /body/2/onPress/6/key: the state key "cnt" is not declared in "state". Expected one of: count.`,
      `${FILE} /body/2/onPress/8/key: the state key "timer" is not declared in "state". Expected one of: count.`,
      `${FILE} /body/2/onPress/9/field: the form "login" has no field "pasword". Expected one of: phone, password, again. Did you mean "password"?`,
      `${FILE} /body/2/onPress/10/form: the form "kyc" is not declared in "forms". Expected one of: login, work.`,
      `${FILE} /forms/login/fields/again/rules/0/field: the form "login" has no field "pasword" to compare with. Expected one of: phone, password, again. Did you mean "password"?`,
    ]);
  });
});
