import { describe, expect, it } from 'vitest';
import { createFormControl } from 'react-hook-form';
import type { FieldDef } from '../document/types.ts';
import { lazyResolver, validationLoader, ValidationUnavailable } from './lazy-resolver.ts';

async function outcomeOf(control: ReturnType<typeof createFormControl>, field: string) {
  let outcome = '';
  await control.handleSubmit(
    () => (outcome = 'valid'),
    (errors) => (outcome = String(errors[field]?.message)),
  )();
  return outcome;
}

describe('lazyResolver', () => {
  it('loads the validation code on the first validation and reports the rule message', async () => {
    const control = createFormControl({
      defaultValues: { phone: '123' },
      resolver: lazyResolver({
        fields: () => ({
          phone: { rules: [{ rule: 'phone', message: 'Please enter a valid mobile number' }] },
        }),
      }),
    });
    expect(await outcomeOf(control, 'phone')).toBe('Please enter a valid mobile number');
  });

  it('validates against the fields as they are at each validation (server fields arrive late)', async () => {
    let fields: Record<string, FieldDef> = {};
    const control = createFormControl({
      defaultValues: {},
      resolver: lazyResolver({ fields: () => fields }),
    });
    expect(await outcomeOf(control, 'company')).toBe('valid');
    fields = { company: { rules: [{ rule: 'required', message: 'Please input Company Name' }] } };
    expect(await outcomeOf(control, 'company')).toBe('Please input Company Name');
  });

  it('checks a rule with `when` only while it holds for the values being validated', async () => {
    const rule = { rule: 'required', message: 'Please input Company Name', when: 'salaried' } as const;
    const control = createFormControl({
      defaultValues: { company: '', workState: '3' },
      resolver: lazyResolver({
        fields: () => ({ company: { rules: [rule] }, workState: {} }),
        whenHolds: (when, values) => when === 'salaried' && values['workState'] !== '3',
      }),
    });
    expect(await outcomeOf(control, 'company')).toBe('valid');
    control.setValue('workState', '1');
    expect(await outcomeOf(control, 'company')).toBe('Please input Company Name');
  });

  it('fetches the code again after a failed fetch, so a drop at the first keystroke does not stick', async () => {
    let fetches = 0;
    const dropped = new TypeError('Failed to fetch dynamically imported module');
    const loader = validationLoader(() => {
      fetches += 1;
      return fetches <= 2 ? Promise.reject(dropped) : import('./form-resolver.ts');
    });
    // The first keystroke's fetch is lost...
    await expect(loader.preload()).rejects.toBeInstanceOf(ValidationUnavailable);
    const control = createFormControl({
      defaultValues: { phone: '123' },
      resolver: loader.resolver({
        fields: () => ({
          phone: { rules: [{ rule: 'phone', message: 'Please enter a valid mobile number' }] },
        }),
      }),
    });
    // ...Submit, still offline, says why it cannot validate rather than passing or hanging...
    const stillOffline = outcomeOf(control, 'phone');
    await expect(stillOffline).rejects.toBeInstanceOf(ValidationUnavailable);
    await expect(stillOffline).rejects.toMatchObject({ cause: dropped });
    // ...and once the network is back the same form validates.
    expect(await outcomeOf(control, 'phone')).toBe('Please enter a valid mobile number');
    expect(fetches).toBe(3);
    await loader.preload();
    expect(fetches).toBe(3);
  });
});
