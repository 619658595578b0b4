import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { LiveValues } from './live-values.ts';

describe('live values in a scope (form.<id>)', () => {
  const reads: string[] = [];
  const values: Record<string, Record<string, unknown>> = { login: { phone: '98765' } };
  const form = new LiveValues(['login'], (id) => {
    reads.push(id);
    return values[id];
  });

  it('are read through by bindings and templates, at the time they are evaluated', () => {
    expect(evaluate({ $bind: 'form.login.phone' }, { form })).toBe('98765');
    values.login = { phone: '91234' };
    expect(evaluate('Code sent to {{form.login.phone}}', { form })).toBe('Code sent to 91234');
    expect(evaluate({ $bind: 'form.login' }, { form })).toEqual({ phone: '91234' });
  });

  it('answer only for their own names: not for other forms, members or the prototype', () => {
    reads.length = 0;
    for (const path of ['form.signup.phone', 'form.read', 'form.with', 'form.constructor', 'form.__proto__'])
      expect(evaluate({ $bind: path }, { form }), path).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('can answer one name with given values (a form while its rules are checked)', () => {
    const checking = form.with('login', { phone: '90000' });
    expect(evaluate({ $bind: 'form.login.phone' }, { form: checking })).toBe('90000');
    expect(evaluate({ $bind: 'form.login.phone' }, { form })).toBe('91234');
    const other = form.with('profile', { name: 'Asha' });
    expect(evaluate({ $bind: 'form.profile.name' }, { form: other })).toBe('Asha');
    expect(evaluate({ $bind: 'form.login.phone' }, { form: other })).toBe('91234');
  });
});
