import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { installPromptWidget, type InstallPromptProps } from './InstallPrompt.tsx';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const IOS_APP_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const guide: InstallPromptProps = {
  title: 'Install the app',
  text: 'Open it from your home screen next time.',
  steps: ['Tap Share', 'Tap Add to Home Screen', 'Tap Add'],
};

function onBrowser(userAgent: string, standalone = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
});

describe('InstallPrompt', () => {
  it('guides an iOS Safari visitor through Share, Add to Home Screen, Add', async () => {
    onBrowser(IOS_SAFARI);
    renderWidget(installPromptWidget, guide);
    const region = await screen.findByRole('region', { name: 'Install the app' });
    expect(within(region).getByText('Open it from your home screen next time.')).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tap Share', 'Tap Add to Home Screen', 'Tap Add']);
  });

  it('once closed, is not shown again on this device (the recommendPwa flag)', async () => {
    onBrowser(IOS_SAFARI);
    const { fired, unmount } = renderWidget(installPromptWidget, guide, { events: ['onClose'] });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(localStorage.getItem('recommendPwa')).toBe('1');
    expect(fired).toEqual(['onClose']);
    unmount();
    renderWidget(installPromptWidget, guide);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('uses the flag and close label the screen names', async () => {
    onBrowser(IOS_SAFARI);
    renderWidget(installPromptWidget, { ...guide, closeLabel: 'Not now', storageKey: 'installGuideSeen' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Not now' })));
    expect(localStorage.getItem('installGuideSeen')).toBe('1');
    expect(localStorage.getItem('recommendPwa')).toBeNull();
  });

  it.each([
    ['Android Chrome (it has its own install prompt)', ANDROID_CHROME, false],
    ['Chrome on iOS (it cannot add web apps)', IOS_CHROME, false],
    ['the iOS app webview', IOS_APP_WEBVIEW, false],
    ['the app already opened from the home screen', IOS_SAFARI, true],
  ])('is not shown in %s', async (_, userAgent, standalone) => {
    onBrowser(userAgent, standalone);
    renderWidget(installPromptWidget, guide);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
