import { describe, expect, it, vi } from 'vitest';
import { rendererWords } from '../feedback/messages.ts';
import { createScreenForms } from './screen-forms.ts';

// The validation code's chunk cannot be fetched (the network is down as Submit is tapped).
vi.mock('./form-resolver.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/form-resolver.js');
});

describe('a submit whose validation code cannot be fetched', () => {
  it('is not valid and says the network is down, keeping what was typed', async () => {
    const forms = createScreenForms({ login: { fields: { phone: { default: '' } } } });
    forms.get('login')!.setFieldValue('phone', '9876543210');
    expect(await forms.submit('login')).toEqual({ valid: false, message: rendererWords().noAnswer });
    expect(forms.get('login')!.methods.getValues()).toEqual({ phone: '9876543210' });
  });
});
