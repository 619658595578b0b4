// Node cannot import the widgets' `.css` files (Vite bundles them for the browser); in the benchmark
// harness they load as empty modules, which is right since jsdom does no layout anyway.
import { register } from 'node:module';

const hooks = `
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}`;

export function stubCssImports(): void {
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
