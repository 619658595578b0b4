import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldRule } from '../document/types.ts';
import { formComplete, formDirty } from './form-status.ts';

const fields: Record<string, FieldDef> = {
  company: { default: '', rules: [{ rule: 'required', message: 'Please input Company' }] },
  salaryDay: {
    default: '5',
    rules: [{ rule: 'required', message: 'Please select Salary Day', when: { $bind: 'x' } }],
  },
  email: { default: '', rules: [{ rule: 'pattern', value: '@', message: 'Bad e-mail' }] },
  agree: { default: true, rules: [{ rule: 'checked', message: 'Please agree' }] },
};
const always = () => true;
const notConditional = (rule: FieldRule) => rule.when === undefined;

describe('formComplete', () => {
  it('needs every applying required field filled and every applying box ticked', () => {
    const filled = { company: 'Acme', salaryDay: '5', email: '', agree: true };
    expect(formComplete(fields, filled, always)).toBe(true);
    expect(formComplete(fields, { ...filled, company: '  ' }, always)).toBe(false);
    expect(formComplete(fields, { ...filled, agree: false }, always)).toBe(false);
    // Optional fields (no required rule) never hold a form back, even when invalid.
    expect(formComplete(fields, { ...filled, email: 'nope' }, always)).toBe(true);
  });

  it('ignores a required rule whose `when` does not hold', () => {
    const values = { company: 'Acme', salaryDay: '', email: '', agree: true };
    expect(formComplete(fields, values, always)).toBe(false);
    expect(formComplete(fields, values, notConditional)).toBe(true);
  });

  it('counts a picked file as a value', () => {
    const photo: Record<string, FieldDef> = { photo: { rules: [{ rule: 'required', message: 'Pick one' }] } };
    expect(formComplete(photo, { photo: new Blob(['x']) }, always)).toBe(true);
    expect(formComplete(photo, {}, always)).toBe(false);
  });
});

describe('formDirty', () => {
  it('is true once a value differs from its default', () => {
    expect(formDirty(fields, { company: '', salaryDay: '5', email: '', agree: true })).toBe(false);
    expect(formDirty(fields, { company: 'A', salaryDay: '5', email: '', agree: true })).toBe(true);
    expect(formDirty(fields, { company: '', salaryDay: '5', email: '', agree: false })).toBe(true);
  });
});
