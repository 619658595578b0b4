import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { createFakeServices, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';

const kyc: ScreenDocument = {
  id: 'auth.kyc',
  format: 1,
  version: 1,
  route: { path: '/auth/kyc', title: 'KYC' },
  forms: {
    kyc: {
      fields: {
        type: { default: 'aadhaarFront' },
        image: { rules: [{ rule: 'required', message: 'Please Upload Aadhaar front' }] },
      },
    },
  },
  body: [
    { type: 'FilePicker', props: { form: 'kyc', field: 'image', label: 'Aadhaar front' } },
    {
      type: 'Button',
      props: { label: 'Upload', disabled: { $not: { $bind: 'formStatus.kyc.complete' } } },
      onPress: {
        action: 'submit',
        form: 'kyc',
        onValid: { action: 'call', endpoint: 'auth.upload', body: { $bind: 'form.kyc' } },
      },
    },
    { type: 'Text', props: { text: '{{formStatus.kyc.dirty}}', testId: 'dirty' } },
  ],
};

describe('a field holding a file', () => {
  it('takes the picked file, completes the form and sends the file in the call body', async () => {
    const services = createFakeServices();
    services.respond('auth.upload', ok(null));
    await renderScreen(kyc, { services });
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    expect(screen.getByTestId('dirty').textContent).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Aadhaar front' }));
    await settle();
    expect(upload.disabled).toBe(false);
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(upload);
    await settle();
    const body = services.calls[0]?.body as Record<string, unknown>;
    expect(body['type']).toBe('aadhaarFront');
    expect(body['image']).toBeInstanceOf(File);
    expect((body['image'] as File).name).toBe('front.jpg');
  });
});
