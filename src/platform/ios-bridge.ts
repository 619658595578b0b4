/**
 * Messages to the native iOS app that hosts the page in a WKWebView. The app registers one script
 * message handler per message name (`openStoreReview`, `finish`); in a plain browser there is no
 * bridge and a message does nothing.
 */
export type BridgeMessage = 'openStoreReview' | 'finish';

interface MessageHandler {
  postMessage(body: unknown): void;
}

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> };
}

function handlers(): Record<string, MessageHandler | undefined> | undefined {
  return (window as unknown as WebkitWindow).webkit?.messageHandlers;
}

export function nativeBridgeAvailable(): boolean {
  return handlers() !== undefined;
}

/** Returns whether the host app received the message; never throws (a broken host must not break the page). */
export function postToNativeApp(message: BridgeMessage): boolean {
  const handler = handlers()?.[message];
  if (typeof handler?.postMessage !== 'function') return false;
  try {
    handler.postMessage({ message });
    return true;
  } catch {
    return false;
  }
}
