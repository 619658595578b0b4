import { describe, expect, it } from 'vitest';
import type { FormDef } from '../document/types.ts';
import { formSchema } from './rules-to-zod.ts';

const form: FormDef = {
  fields: {
    phone: {
      rules: [
        { rule: 'required', message: 'Please enter your mobile number' },
        { rule: 'length', value: 10, message: 'Please enter 10 digits' },
        { rule: 'phone', message: 'Please enter a valid mobile number' },
      ],
    },
    account: { rules: [{ rule: 'required', message: 'Enter the account number' }] },
    confirm: { rules: [{ rule: 'equalsField', field: 'account', message: 'The account numbers differ' }] },
    agree: { rules: [{ rule: 'checked', message: 'Please agree with Loan Guarantee Argreement.' }] },
    note: {},
  },
};

function messages(values: Record<string, unknown>) {
  const result = formSchema(form).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('formSchema', () => {
  it('reports only the first failing rule of each field, in the listed order', () => {
    expect(messages({ phone: '', account: '', confirm: '', agree: false })).toEqual({
      phone: 'Please enter your mobile number',
      account: 'Enter the account number',
      agree: 'Please agree with Loan Guarantee Argreement.',
    });
    expect(messages({ phone: '98765', account: '1', confirm: '1', agree: true })).toEqual({
      phone: 'Please enter 10 digits',
    });
    expect(messages({ phone: '1234567890', account: '1', confirm: '1', agree: true })).toEqual({
      phone: 'Please enter a valid mobile number',
    });
  });

  it('compares a field with another one', () => {
    expect(messages({ phone: '9876543210', account: '12345', confirm: '12354', agree: true })).toEqual({
      confirm: 'The account numbers differ',
    });
  });

  it('accepts a valid form and keeps its values', () => {
    const values = { phone: '9876543210', account: '12345', confirm: '12345', agree: true, note: 'hi' };
    expect(formSchema(form).parse(values)).toEqual(values);
  });
});

describe('formSchema with conditional rules', () => {
  it('evaluates `when` with the values being validated', () => {
    const work: FormDef = {
      fields: {
        workState: {},
        company: {
          rules: [{ rule: 'required', message: 'Please input Company', when: { $bind: 'salaried' } }],
        },
      },
    };
    const seen: unknown[] = [];
    const schema = formSchema(work, (when, values) => {
      seen.push(when);
      return values['workState'] !== '3';
    });
    expect(schema.safeParse({ workState: '3', company: '' }).success).toBe(true);
    const failed = schema.safeParse({ workState: '1', company: '' });
    expect(failed.success ? [] : failed.error.issues.map((issue) => issue.message)).toEqual([
      'Please input Company',
    ]);
    expect(seen).toEqual([{ $bind: 'salaried' }, { $bind: 'salaried' }]);
  });
});
