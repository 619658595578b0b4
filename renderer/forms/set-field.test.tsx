import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { createFakeServices, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

// What a card photo's OCR answer does on the KYC screen: the numbers it read land in the fields,
// where the borrower sees them and may correct them before saving.
const kyc: ScreenDocument = {
  id: 'kyc',
  format: 1,
  version: 1,
  route: { path: '/kyc' },
  forms: {
    kyc: {
      fields: {
        realName: { default: '', rules: [{ rule: 'required', message: 'Please Upload Aadhaar front' }] },
        idNo: {
          default: '',
          input: 'digits',
          maxLength: 12,
          rules: [{ rule: 'required', message: 'Please Upload Aadhaar front' }],
        },
      },
    },
  },
  body: [
    { type: 'TextField', props: { form: 'kyc', field: 'realName', label: 'Name' } },
    { type: 'TextField', props: { form: 'kyc', field: 'idNo', label: 'Aadhaar number' } },
    {
      type: 'Button',
      props: { label: 'Read card' },
      onPress: {
        action: 'call',
        endpoint: 'auth.ocrSeparate',
        onSuccess: [
          { action: 'setField', form: 'kyc', field: 'realName', value: { $bind: 'result.name' } },
          { action: 'setField', form: 'kyc', field: 'idNo', value: { $bind: 'result.idNo' } },
          { action: 'setField', form: 'kyc', field: 'nickname', value: 'x' },
        ],
      },
    },
    {
      type: 'Button',
      props: { label: 'Save' },
      onPress: {
        action: 'submit',
        form: 'kyc',
        onValid: { action: 'call', endpoint: 'auth.kycAadhaarPan', body: { $bind: 'form.kyc' } },
      },
    },
  ],
};

const press = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
};
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('setField', () => {
  it('fills the drawn inputs and the form with what the call answered, through the field filter', async () => {
    const services = createFakeServices();
    services.respond('auth.ocrSeparate', ok({ name: 'Asha Verma', idNo: '2345 6789 0124 99' }));
    services.respond('auth.kycAadhaarPan', ok({}));
    await renderScreen(kyc, { services });
    await press('Read card');
    expect(input('Name').value).toBe('Asha Verma');
    // digits only, at most 12: as if the borrower had typed it
    expect(input('Aadhaar number').value).toBe('234567890124');
    expect(services.reports).toEqual([
      { kind: 'field.unknown', detail: { screen: 'kyc', form: 'kyc', field: 'nickname' } },
    ]);

    fillIn(input('Name'), 'Asha K Verma');
    await press('Save');
    expect(services.calls.at(-1)).toEqual({
      endpoint: 'auth.kycAadhaarPan',
      body: { realName: 'Asha K Verma', idNo: '234567890124' },
    });
  });

  it('clears the error a failed submit showed once the value arrives', async () => {
    const services = createFakeServices();
    services.respond('auth.ocrSeparate', ok({ name: 'Asha Verma', idNo: '234567890124' }));
    await renderScreen(kyc, { services });
    await press('Save');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('realName-error')?.textContent).toBe('Please Upload Aadhaar front');
    await press('Read card');
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('realName-error')).toBeNull();
  });
});
