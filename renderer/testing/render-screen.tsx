/** Renders a screen document the way the app shell does, with recording services and the test widgets. */
import { preloadValidation } from '../forms/lazy-resolver.ts';
import { act, render } from '@testing-library/react';
import type { ScreenDocument } from '../document/types.ts';
import { RendererProvider } from '../provider/RendererProvider.tsx';
import { createFakeServices, type FakeServices } from './fake-services.ts';
import { testRegistry } from './test-widgets.tsx';
import type { RouteValues } from '../screen/route-values.ts';
import { ScreenView } from '../screen/ScreenView.tsx';

export interface RenderedScreen extends ReturnType<typeof render> {
  services: FakeServices;
  caught: unknown[];
}

export async function renderScreen(
  document: ScreenDocument,
  options: { services?: FakeServices; route?: RouteValues } = {},
): Promise<RenderedScreen> {
  const services = options.services ?? createFakeServices();
  const caught: unknown[] = [];
  const view = render(
    <RendererProvider registry={testRegistry} services={services}>
      <ScreenView document={document} {...(options.route ? { route: options.route } : {})} />
    </RendererProvider>,
    // React reports errors caught by a boundary through console.error by default; record them instead.
    { onCaughtError: (error) => void caught.push(error) },
  );
  await settle();
  return { ...view, services, caught };
}

/**
 * Lets pending promises (service calls, data loads, actions) finish inside act(). The validation
 * code is loaded on demand (forms/lazy-resolver.ts); waiting for it here keeps every form test
 * about behaviour, not about module loading.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await preloadValidation();
  });
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}
