/**
 * Draws a real screen file from schemas/screens/ with the real widget registry and the real renderer,
 * over recording services (the renderer's port to the app shell): what a borrower sees and does on
 * each screen, without a browser or a server.
 */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { preloadWidgets } from '../../renderer/loading/preload-widgets.ts';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import type { RouteValues } from '../../renderer/screen/route-values.ts';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { createFakeServices, type FakeServices } from '../../renderer/testing/fake-services.ts';
import { registry } from '../../widgets/registry.ts';
import { loadBundledScreen } from '../app/screen-bundle.ts';

export async function drawScreen(
  id: string,
  options: { services?: FakeServices; route?: RouteValues } = {},
): Promise<{ services: FakeServices; document: ScreenDocument }> {
  const services = options.services ?? createFakeServices();
  const document = await loadBundledScreen(id);
  // As the app shell does: the screen's on-demand widgets arrive before it is drawn.
  await preloadWidgets(registry, document);
  render(
    <RendererProvider registry={registry} services={services}>
      <ScreenView document={document} {...(options.route ? { route: options.route } : {})} />
    </RendererProvider>,
  );
  await settle();
  return { services, document };
}

/** Lets pending calls and actions finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/**
 * Moves fake timers on `ms`, `times` times, letting what each step sets off finish: the screen's own
 * periodic checks (`poll`) come due one by one. Needs `vi.useFakeTimers()`.
 */
export async function passTime(ms: number, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => void vi.advanceTimersByTime(ms));
    await settle();
  }
}
