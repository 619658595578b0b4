import { describe, expect, it } from 'vitest';
import type { FormDef } from '../document/types.ts';
import { createScreenForms } from './screen-forms.ts';

const defs: Record<string, FormDef> = {
  login: { fields: { phone: { default: '' } } },
  repay: { fields: { reapply: { default: true }, amount: { default: '' } } },
};

describe('the forms of a screen', () => {
  it('lists every declared form and reads its declaration, nothing for an unknown or inherited name', () => {
    const forms = createScreenForms(defs);
    expect(forms.ids()).toEqual(['login', 'repay']);
    expect(forms.declared('repay')).toBe(defs.repay);
    expect(forms.declared('missing')).toBeUndefined();
    expect(forms.declared('toString')).toBeUndefined();
  });

  it('gives the same form each time it is asked for, starting from its defaults', () => {
    const forms = createScreenForms(defs);
    const repay = forms.get('repay');
    expect(repay?.methods.getValues()).toEqual({ reapply: true, amount: '' });
    expect(forms.get('repay')).toBe(repay);
    expect(forms.get('missing')).toBeUndefined();
    expect(forms.get('__proto__')).toBeUndefined();
  });

  it('keeps what was set in a form, as entered text', () => {
    const forms = createScreenForms(defs);
    forms.get('repay')!.setFieldValue('amount', 5373.97);
    expect(forms.get('repay')!.methods.getValues('amount')).toBe('5373.97');
    expect(forms.field('repay', 'amount')).toEqual({ default: '' });
  });
});
