import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-structure/broken.json';

describe('check (a): screens are valid against the meta-schema', () => {
  it('names every structural mistake with its pointer, in plain words, and what was expected', () => {
    expect(problemsIn('screens-structure')).toEqual([
      `${FILE} /titel: "titel" is not allowed in a screen. Expected one of: $schema, id, format, version, route, data, state, forms, dialogs, onEnter, back, body.`,
      `${FILE} /version: expected a whole number, found the text "3". Write it without quotes: 3.`,
      `${FILE} /route/path: "orders" is not written as expected. Expected a route pattern starting with /, e.g. "/orders/:id/detail".`,
      `${FILE} /route/background: "white" is not written as expected. Expected a colour written #rrggbb, e.g. "#f5f6fa".`,
      `${FILE} /forms/f/fields/a/rules/0/rule: "lenght" is not a valid rule. Expected one of: required, checked, length, minLength, maxLength, pattern, equalsField, phone, aadhaar, pan, ifsc. Did you mean "length"?`,
      `${FILE} /forms/f/fields/a/rules/1: "value" is missing: it is required in a length rule.`,
      `${FILE} /forms/f/fields/b/control: "slider" is not a valid control. Expected one of: text, number, select, date, email.`,
      `${FILE} /forms/f/fields/b/options: "ref" is missing: it is required in an option list reference.`,
      `${FILE} /forms/f/fields/b/options/list: "list" is not allowed in an option list reference. Expected one of: ref.`,
      `${FILE} /forms/f/dynamic/0: "fields" is missing: it is required in a group of server-described fields.`,
      `${FILE} /body/0/prosp: "prosp" is not allowed in a widget node. Expected one of: type, props, visible, each, children, fallback, or an event such as onPress. Did you mean "props"?`,
      `${FILE} /body/1/props/label/$bnd: "$bnd" is not an expression operator. Expected one of: $copy, $bind, $eq, $ne, $gt, $gte, $lt, $lte, $and, $or, $not, $in, $if, $fn. Did you mean "$bind"?`,
      `${FILE} /body/1/onPress/action: "navgate" is not a valid action. Expected one of: navigate, back, call, submit, openDialog, closeDialog, toast, redirect, setState, setField, resetForm, countdown, refresh, signIn, signOut, bridge, copy, track, delay, poll, sequence, if. Did you mean "navigate"?`,
      `${FILE} /body/2/props/label/args: found 2 items. Expected one argument: [value].`,
      `${FILE} /body/2/props/hint/args: found 2 items. Expected three arguments: [list, key, value].`,
      `${FILE} /body/2/onPress/0: "to" is missing: it is required in a navigate action.`,
      `${FILE} /body/2/onPress/0/too: "too" is not allowed in a navigate action. Expected one of: action, to, query, replace. Did you mean "to"?`,
      `${FILE} /body/3/fallback: expected "drop" or a widget node, found "none".`,
      `${FILE} /body/4: "type" is missing: it is required in a widget node.`,
    ]);
  });
});
