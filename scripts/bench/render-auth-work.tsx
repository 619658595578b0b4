// What typing into the work information form redraws: the real renderer draws the auth-work screen
// from its schema file with the real widgets (jsdom, fixed server answers), then 30 characters are
// typed into "Company name" one at a time, as a borrower types. Reports the components React
// rendered while typing and the scripting time per keystroke.
// Usage: NODE_ENV=production node --import tsx scripts/bench/render-auth-work.tsx. Prints one JSON
// line last.
import { installDomGlobals } from './dom-globals.ts';
import { stubCssImports } from './css-stub.ts';
import { assertReactProduction, settleUntil } from './react-production.ts';
import { installRenderCounter } from './render-counter.ts';

stubCssImports();
installDomGlobals('http://localhost/auth/work?pid=1&step=4&as=5');
// Before React DOM loads: it looks for the hook once, when it starts.
const counter = installRenderCounter();

await assertReactProduction();
const { createRoot } = await import('react-dom/client');
const { RendererProvider } = await import('../../renderer/provider/RendererProvider.tsx');
const { ScreenView } = await import('../../renderer/screen/ScreenView.tsx');
const { preloadValidation } = await import('../../renderer/forms/lazy-resolver.ts');
const { registry } = await import('../../widgets/registry.ts');
const { createBenchServices } = await import('./fixed-services.ts');
const { inEnglish } = await import('../copy/in-english.ts');
// The file's copy references are resolved as the client build resolves them (decision 0016).
const screen = inEnglish(
  (await import('../../schemas/screens/auth-work.json', { with: { type: 'json' } })).default,
);
type ScreenDocument = import('../../renderer/document/types.ts').ScreenDocument;

/** The seeded work form as GET /auth/v2/auth-page-info?type=workInfo answers a new borrower. */
const field = (value: string, key: string, dataType: number, more: Record<string, unknown> = {}) => ({
  key,
  value,
  label: `Enter ${key.toLowerCase()}`,
  dataType,
  checkType: 0,
  checkReq: 1,
  lengthLimitMax: dataType === 1 ? 100 : dataType === 2 ? 7 : null,
  dictionaryVoList: [],
  currentValue: null,
  ...more,
});
const options = (...labels: string[]) =>
  labels.map((dictLabel, i) => ({ dictLabel, dictValue: String(i + 1) }));
const workPage = {
  cannotHidden: [
    field('workState', 'Work status', 4, {
      dictionaryVoList: options('Salaried', 'Self-employed', 'Unemployed or student'),
    }),
    field('monthlyIncome', 'Monthly income', 2),
  ],
  canHidden: [
    field('companyName', 'Company name', 1),
    field('designation', 'Designation', 1, { lengthLimitMax: 60 }),
    field('companyPhone', 'Company phone', 2, { checkType: 1, lengthLimitMax: 10 }),
    field('workingYears', 'Working years', 4, {
      dictionaryVoList: options('Less than 1 year', '1 to 3 years', '3 to 5 years', 'More than 5 years'),
    }),
  ],
  canHiddenOptionalWhen: { field: 'workState', value: '3' },
};

const services = createBenchServices({ 'auth.pageInfoWork': workPage });
const route = { params: {}, query: { pid: '1', step: '4', as: '5' } };
const TYPED = 'Acme Foods and Provisions Ltd.';

const container = document.createElement('div');
document.body.appendChild(container);
const root = createRoot(container);
await preloadValidation();
root.render(
  <RendererProvider registry={registry} services={services}>
    <ScreenView document={screen as ScreenDocument} route={route} />
  </RendererProvider>,
);
const input = () => container.querySelector<HTMLInputElement>('input[name="companyName"]');
await settleUntil(() => input() !== null, 'drawing auth-work');
// Widgets fetched on demand arrive a moment later; typing starts on the settled screen.
await new Promise((resolve) => setTimeout(resolve, 50));
const fields = [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map(
  (element) => element.name,
);

// Typing as React sees it: the input's value set natively, then an input event.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const box = input()!;
counter.reset();
const times: number[] = [];
for (let i = 1; i <= TYPED.length; i++) {
  const started = performance.now();
  setValue.call(box, TYPED.slice(0, i));
  // jsdom's own Event: Node has an Event class of its own that jsdom does not accept.
  box.dispatchEvent(new window.Event('input', { bubbles: true }));
  // React renders a keystroke's update in a microtask; one turn of the loop lets that finish.
  await new Promise((resolve) => setImmediate(resolve));
  times.push(performance.now() - started);
}
const rendered = counter.counts();
root.unmount();

if (box.value !== TYPED) throw new Error(`typed "${TYPED}" but the field holds "${box.value}"`);
if (services.unexpected.length > 0)
  throw new Error(
    `auth-work asked for things the benchmark does not provide:\n${services.unexpected.join('\n')}`,
  );

const sorted = [...times].sort((a, b) => a - b);
const median = ((sorted[14] ?? 0) + (sorted[15] ?? 0)) / 2;
// A field component of the screen: a FormFields input or drop-down, or a field widget.
const isField = (name: string) =>
  /^(InputField|SelectField)\[|^(Select|TextField|Checkbox|ImagePicker)$/.test(name);
const otherFieldsRendered = Object.entries(rendered)
  .filter(([name]) => isField(name) && name !== 'InputField[companyName]')
  .reduce((sum, [, count]) => sum + count, 0);
console.log(
  JSON.stringify({
    keystrokes: TYPED.length,
    fields,
    rendered,
    otherFieldsRendered,
    medianMsPerKeystroke: median,
    totalMs: times.reduce((sum, t) => sum + t, 0),
  }),
);
