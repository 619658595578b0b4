// A browser-like global scope for rendering React in Node: jsdom's window, document and DOM classes
// copied onto globalThis (only the names Node does not already define).
import { JSDOM } from 'jsdom';

export function installDomGlobals(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const window = dom.window as unknown as Record<string, unknown>;
  const target = globalThis as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(window)) {
    if (name in target) continue;
    Object.defineProperty(target, name, { configurable: true, writable: true, value: window[name] });
  }
  for (const name of [
    'window',
    'document',
    'navigator',
    'location',
    'history',
    'localStorage',
    'sessionStorage',
  ]) {
    Object.defineProperty(target, name, { configurable: true, writable: true, value: window[name] });
  }
  return dom;
}
