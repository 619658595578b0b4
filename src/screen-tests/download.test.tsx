import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformInfo } from '../../renderer/services-api.ts';
import { createFakeServices, fail, ok } from '../../renderer/testing/fake-services.ts';
import { clientConfig } from './contact-fixtures.ts';
import { drawScreen, settle } from './draw-screen.tsx';

const IOS_H5: PlatformInfo = { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false };

/** download.eligibility as the server answers it for the seeded products (₹\u00a05,000 for 91 days). */
function eligibility(accordWith: boolean) {
  return {
    accordWith,
    externalUrl: 'https://apps.loan.example/download',
    product: {
      annualRatePercent: 30,
      gstPercent: 18,
      minTenureDays: 91,
      maxTenureDays: 180,
      example: {
        amount: 5000,
        tenureDays: 91,
        interest: 373.97,
        processingFee: 500,
        gst: 90,
        received: 4410,
        repayment: 5373.97,
        apr: 0.8768,
      },
    },
  };
}

async function drawDownload(accordWith: boolean, platform?: PlatformInfo) {
  const services = createFakeServices(platform ? { platform } : {});
  services.respond('download.eligibility', ok(eligibility(accordWith)));
  services.respond('client.config', ok(clientConfig()));
  await drawScreen('download', { services });
  return services;
}

async function applyNow() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'APPLY NOW' })));
  await settle();
}

const card = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).parentElement as HTMLElement;
const value = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label).closest('dl')!.querySelector('dd')!.textContent;

describe('download page', () => {
  it('works signed out: loads the eligibility check and the contact details, nothing else', async () => {
    const services = await drawDownload(true, IOS_H5);
    expect(services.calls).toEqual([{ endpoint: 'download.eligibility' }, { endpoint: 'client.config' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Download' })).toBeTruthy();
  });

  it('APPLY NOW goes on in the web app when the check passes (the iPhone browser)', async () => {
    const services = await drawDownload(true, IOS_H5);
    await applyNow();
    expect(services.calls.at(-1)).toEqual({ endpoint: 'download.eligibility' });
    expect(services.navigations).toEqual([{ to: '/', replace: false }]);
    expect(services.redirects).toEqual([]);
  });

  it('APPLY NOW sends everyone else to the external download site', async () => {
    const services = await drawDownload(false);
    await applyNow();
    expect(services.redirects).toEqual(['https://apps.loan.example/download']);
    expect(services.navigations).toEqual([]);
  });

  it('APPLY NOW asks again at the tap: web sign-ups closed since the page loaded sends the visitor out', async () => {
    const services = await drawDownload(true, IOS_H5);
    services.respond('download.eligibility', ok(eligibility(false)));
    await applyNow();
    expect(services.redirects).toEqual(['https://apps.loan.example/download']);
    expect(services.navigations).toEqual([]);
  });

  it('a failed check at the tap shows the message and goes nowhere', async () => {
    const services = await drawDownload(true, IOS_H5);
    services.respond('download.eligibility', fail('Network error, please try again', -1));
    await applyNow();
    expect(screen.getByRole('status').textContent).toBe('Network error, please try again');
    expect(services.navigations).toEqual([]);
    expect(services.redirects).toEqual([]);
  });

  it('lists the eligibility and the required information', async () => {
    await drawDownload(true, IOS_H5);
    expect(within(card('Eligibility')).getByText('• Indian citizen')).toBeTruthy();
    expect(within(card('Eligibility')).getByText('• 18 years or above')).toBeTruthy();
    const required = within(card('Required information'))
      .getAllByText(/^• /)
      .map((line) => line.textContent);
    expect(required).toEqual([
      '• KYC documents',
      '• Basic information',
      '• Work information',
      '• Contact information',
    ]);
  });

  it("shows the product's terms and the worked example from the server's numbers", async () => {
    await drawDownload(true, IOS_H5);
    const product = card('Product information');
    expect(value(product, 'Interest rate')).toBe('30% per annum');
    expect(value(product, 'GST')).toBe('18% of the processing fee');
    expect(value(product, 'Tenure')).toBe('91 days and up to 180 days');

    const table = within(product).getByRole('table', { name: 'Example: a loan of ₹\u00a05,000 for 91 days' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Loan amount', '₹\u00a05,000'],
      ['Interest', '₹\u00a0373.97'],
      ['Processing fee', '₹\u00a0500'],
      ['GST on processing fee', '₹\u00a090'],
      ['Amount received', '₹\u00a04,410'],
      ['Repayment amount', '₹\u00a05,373.97'],
      ['APR', '87.68%'],
    ]);
  });

  it('shows the support contact block: the company, e-mail and phone links', async () => {
    await drawDownload(true, IOS_H5);
    const contact = card('Contact us');
    expect(value(contact, 'Company')).toBe('Example Finance Ltd');
    expect(contact.querySelector('a[href="mailto:care@loan.example"]')!.textContent).toBe(
      'care@loan.example',
    );
    expect(contact.querySelector('a[href="tel:+91 80 1234 5678"]')!.textContent).toBe('+91 80 1234 5678');
  });

  it('without the product numbers, shows no empty product block (and no made-up terms)', async () => {
    const services = createFakeServices();
    services.respond('download.eligibility', fail('Network error, please try again', -1));
    services.respond('client.config', ok(clientConfig()));
    await drawScreen('download', { services });
    expect(screen.queryByRole('heading', { name: 'Product information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'APPLY NOW' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeTruthy();
  });
});
