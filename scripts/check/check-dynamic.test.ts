import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-dynamic/dynamic.json';

describe('checks of server-described fields, form status, conditions and conditional sources', () => {
  it('accepts any field of a form with dynamic groups, and still proves forms, statuses and conditions', () => {
    // Accepted: field widgets, bindings and equalsField naming server fields of "work", formStatus.work.complete
    // and .dirty, error.data.*, a form bound as the body of an open request body, the new keys.
    expect(problemsIn('screens-dynamic')).toEqual([
      `${FILE} /data/later/when: the binding "form.wrok.stateId" reads the form "wrok", which is not declared in "forms". Expected one of: form.work, form.plain. Did you mean "form.work"?`,
      `${FILE} /forms/work/dynamic/1/fields: the binding "data.work.canHiden" does not exist in the response of auth.workInfo. Did you mean "data.work.canHidden"?`,
      `${FILE} /forms/work/fields/note/rules/1/when: the binding "state.tb" reads the state key "tb", which is not declared in "state". Expected one of: state.tab. Did you mean "state.tab"?`,
      `${FILE} /body/2/props/text: the binding "form.plain.b" does not exist: the form "plain" has no field "b". Expected one of: a. Did you mean "form.plain.a"?`,
      `${FILE} /body/2/props/text: the binding "form.nope.x" reads the form "nope", which is not declared in "forms". Expected one of: form.work, form.plain.`,
      `${FILE} /body/4/props/text: the binding "formStatus.wrk.complete" reads the form "wrk", which is not declared in "forms". Expected one of: formStatus.work, formStatus.plain. Did you mean "formStatus.work"?`,
      `${FILE} /body/4/props/text: the binding "formStatus.work.valid" does not exist: the status of the form "work" has no "valid". Expected one of: formStatus.work.complete, formStatus.work.dirty.`,
      `${FILE} /body/4/props/text: the binding "formStatus.work.complete.x" does not exist: "formStatus.work.complete" is a single value, it has no parts. Bind "formStatus.work.complete" itself.`,
      `${FILE} /body/1/props/field: the form "plain" has no field "b". Expected one of: a. Did you mean "a"?`,
    ]);
  });
});
