// Measures how long the real renderer takes to draw the login screen from its schema file, with the
// real widget registry, in jsdom: mount, load (no data sources on login), draw; then unmount.
// Usage: NODE_ENV=production node --import tsx scripts/bench/render-login.tsx [runs]. Prints one
// JSON line last.
import { installDomGlobals } from './dom-globals.ts';
import { stubCssImports } from './css-stub.ts';
import { assertReactProduction, settleUntil } from './react-production.ts';

stubCssImports();
installDomGlobals('http://localhost/login');

// Imported after the DOM exists: React DOM reads `window` when it loads.
await assertReactProduction();
const { createRoot } = await import('react-dom/client');
const { RendererProvider } = await import('../../renderer/provider/RendererProvider.tsx');
const { ScreenView } = await import('../../renderer/screen/ScreenView.tsx');
const { registry } = await import('../../widgets/registry.ts');
const { createBenchServices } = await import('./fixed-services.ts');
const { inEnglish } = await import('../copy/in-english.ts');
// The file's copy references are resolved as the client build resolves them (decision 0016).
const login = inEnglish(
  (await import('../../schemas/screens/login.json', { with: { type: 'json' } })).default,
);
type ScreenDocument = import('../../renderer/document/types.ts').ScreenDocument;

const runs = Number(process.argv[2] ?? 200);
const services = createBenchServices();
const route = { params: {}, query: {} };

/** The login screen is drawn once its sign-in button and consent box are in the document. */
const drawn = (container: HTMLElement) =>
  container.querySelector('input[type="checkbox"]') !== null &&
  [...container.querySelectorAll('button')].some((b) => /sign in/i.test(b.textContent ?? ''));

async function renderOnce(): Promise<number> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const started = performance.now();
  root.render(
    <RendererProvider registry={registry} services={services}>
      <ScreenView document={login as ScreenDocument} route={route} />
    </RendererProvider>,
  );
  await settleUntil(() => drawn(container), 'drawing the login screen');
  const elapsed = performance.now() - started;
  root.unmount();
  container.remove();
  return elapsed;
}

const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await renderOnce());
if (services.unexpected.length > 0)
  throw new Error(
    `the login screen asked for things the benchmark does not provide:\n${services.unexpected.join('\n')}`,
  );

const sorted = [...times].sort((a, b) => a - b);
/** Linear-interpolated quantile, so the median of an even count is the mean of the middle two. */
const quantile = (q: number) => {
  const position = (sorted.length - 1) * q;
  const low = sorted[Math.floor(position)] ?? NaN;
  const high = sorted[Math.ceil(position)] ?? NaN;
  return low + (high - low) * (position - Math.floor(position));
};
console.log(JSON.stringify({ runs, firstMs: times[0], medianMs: quantile(0.5), p95Ms: quantile(0.95) }));
