/**
 * Test hook for end-to-end tests of the iOS app webview: stands in for the script message handlers
 * the native app registers (`openStoreReview`, `finish`). Hand it to Playwright before the page
 * loads, then read what the page sent:
 *
 *   await page.addInitScript(installRecordingNativeBridge);
 *   ...
 *   await page.evaluate(() => window.__nativeBridgeMessages); // [{ name: 'finish', body: { message: 'finish' } }]
 *
 * With it the page is "inside the iOS app" (platform.isIosApp on an iPhone user agent). The function
 * is self-contained on purpose: Playwright sends its source text to the page, not its closure. The
 * app never imports it.
 */
export interface RecordedBridgeMessage {
  name: string;
  body: unknown;
}

export function installRecordingNativeBridge(): void {
  const messages: RecordedBridgeMessage[] = [];
  const handler = (name: string) => ({ postMessage: (body: unknown) => void messages.push({ name, body }) });
  Object.assign(window, {
    __nativeBridgeMessages: messages,
    webkit: { messageHandlers: { openStoreReview: handler('openStoreReview'), finish: handler('finish') } },
  });
}
