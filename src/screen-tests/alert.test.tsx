import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';

async function copyLink() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  await settle();
}

describe('alert page', () => {
  it('says the product is only for iOS users and asks to open the page in Safari', async () => {
    const services = createFakeServices();
    await drawScreen('alert', { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Open in Safari' })).toBeTruthy();
    expect(screen.getByText('This product is only for iOS users.')).toBeTruthy();
    expect(screen.getByText(/Please open this page in the iOS browser \(Safari\)/)).toBeTruthy();
    expect(services.calls).toEqual([]);
  });

  it('Copy link copies the whole address to paste into Safari, and says so', async () => {
    const services = createFakeServices();
    await drawScreen('alert', { services });
    await copyLink();
    expect(services.copied).toEqual([`${window.location.origin}/download`]);
    expect(screen.getByRole('status').textContent).toBe('Link copied. Paste it into Safari.');
  });

  it('claims nothing when the copy failed', async () => {
    const services = createFakeServices({ copyWorks: false });
    await drawScreen('alert', { services });
    await copyLink();
    expect(services.copied).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
