import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { createFakeServices } from '../../renderer/testing/fake-services.ts';
import { registry } from '../../widgets/registry.ts';
import { createScreenLoader } from './screens.ts';

// The help screen as a format-1 server sent it, kept by the app on an earlier visit.
const keptFormat1 = {
  id: 'help',
  format: 1,
  version: 9,
  body: [{ type: 'Link', props: { text: 'Call us', href: 'tel:+918087654321', icon: 'phone' } }],
};
const bundled: ScreenDocument = { id: 'help', format: 2, version: 1, body: [] };

function answers(...bodies: Array<'offline' | object>) {
  return (async () => {
    const next = bodies.shift() ?? 'offline';
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next), { status: 200, headers: { etag: '"help@9"' } });
  }) as typeof fetch;
}

describe('a kept copy of an older format', () => {
  it('is drawn with the real widgets after the upgrade: the Link shows its caption', async () => {
    localStorage.clear();
    await createScreenLoader({
      fetch: answers(keptFormat1),
      bundled: async () => bundled,
      storage: localStorage,
    }).load('help');

    const offline = createScreenLoader({
      fetch: answers('offline'),
      bundled: async () => bundled,
      storage: localStorage,
    });
    const document = await offline.load('help');
    render(
      <RendererProvider registry={registry} services={createFakeServices()}>
        <ScreenView document={document} />
      </RendererProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Call us' });
    expect(link.getAttribute('href')).toBe('tel:+918087654321');
  });
});
