// The part of jsdom's API the benchmark harness uses (the package ships no types and @types/jsdom is
// not a dependency). Remove this file if @types/jsdom is ever added.
declare module 'jsdom' {
  export interface JSDOMOptions {
    url?: string;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
