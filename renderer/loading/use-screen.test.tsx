import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { RENDERER_FORMAT } from '../format.ts';
import { RendererProvider } from '../provider/RendererProvider.tsx';
import type { RendererServices } from '../services-api.ts';
import { createFakeServices } from '../testing/fake-services.ts';
import { testRegistry } from '../testing/test-widgets.tsx';
import { useScreen } from './use-screen.ts';

const bundled: ScreenDocument = { id: 'home', format: RENDERER_FORMAT, version: 3, body: [] };

function load(services: RendererServices) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RendererProvider registry={testRegistry} services={services}>
      {children}
    </RendererProvider>
  );
  return renderHook(() => useScreen('home', bundled), { wrapper });
}

describe('useScreen', () => {
  it('draws the bundled copy at once when the app shell serves no screens', () => {
    const { result } = load(createFakeServices());
    expect(result.current).toEqual({ status: 'ready', document: bundled, origin: 'bundled' });
  });

  it('waits for the served copy and draws it', async () => {
    const served = { ...bundled, version: 4 };
    const asked: string[] = [];
    const services = { ...createFakeServices(), loadScreen: async (id: string) => (asked.push(id), served) };
    const { result } = load(services);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', document: served, origin: 'served' }),
    );
    expect(asked).toEqual(['home']);
  });

  it.each([
    ['a newer format', async () => ({ ...bundled, format: 99, version: 9 })],
    ['nothing', async () => undefined],
    ['a failure', () => Promise.reject(new Error('offline'))],
  ])('falls back to the bundled copy when the server gives %s', async (_name, loadScreen) => {
    const { result } = load({ ...createFakeServices(), loadScreen });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', document: bundled, origin: 'bundled' }),
    );
  });
});
