import { describe, expect, it } from 'vitest';
import { createFormControl } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

describe('lazyResolver', () => {
  it('loads the validation code on the first validation and reports the rule message', async () => {
    const control = createFormControl({
      defaultValues: { phone: '123' },
      resolver: lazyResolver({
        fields: { phone: { rules: [{ rule: 'phone', message: 'Please enter a valid mobile number' }] } },
      }),
    });
    let outcome = '';
    await control.handleSubmit(
      () => (outcome = 'valid'),
      (errors) => (outcome = String(errors.phone?.message)),
    )();
    expect(outcome).toBe('Please enter a valid mobile number');
  });
});
