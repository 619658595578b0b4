// Lint rules for the whole package. The import boundaries below are DESIGN.md's dependency
// directions written as rules, so they hold without anyone watching:
//   widgets -> renderer's public API only; renderer -> neither widgets nor the app shell;
//   src (app shell) wires renderer and widgets; server and client never import each other;
//   both may import rules/, the checks they share, which imports neither.
// Lint stays syntactic (no type-aware rules) so `npm run lint` is quick on a 2-core machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import compat from 'eslint-plugin-compat';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The renderer modules a widget may import; everything else in renderer/ is its inside. */
const rendererPublicApi = ['./widget-api.ts', './form-field-api.ts', './services-api.ts', './format.ts'];

const boundaryZones = [
  {
    target: './renderer',
    from: './widgets',
    message: 'The renderer never imports a concrete widget: src/ hands it the registry.',
  },
  {
    target: './renderer',
    from: './src',
    message: 'The renderer does not know the app shell: it receives RendererServices.',
  },
  { target: './widgets', from: './src', message: 'Widgets do not import the app shell.' },
  {
    target: './widgets',
    from: './renderer',
    except: rendererPublicApi,
    message: `Widgets import only the renderer's public API (${rendererPublicApi.map((p) => `renderer/${p.slice(2)}`).join(', ')}).`,
  },
  {
    target: ['./renderer', './widgets', './src'],
    from: './server',
    message: 'The client never imports the server: share types through schemas/generated.',
  },
  {
    target: './server',
    from: ['./src', './renderer', './widgets'],
    message: 'The server never imports the client: share types through schemas/generated.',
  },
  {
    target: './rules',
    from: ['./src', './renderer', './widgets', './server'],
    message: 'rules/ is shared by the client and the server: it imports neither (decision 0117).',
  },
  { target: './scripts', from: './src', message: 'Scripts do not depend on the app shell.' },
];

/** No barrel files: an `index.ts` that re-exports hides where things live and invites cycles. */
const noIndexFile = {
  meta: {
    type: 'problem',
    messages: { barrel: 'No index/barrel files: name the file after what it does and import it directly.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        if (/^index\.(ts|tsx|js|jsx|mts|cts)$/.test(path.basename(context.filename)))
          context.report({ node, messageId: 'barrel' });
      },
    };
  },
};

/** Every way to hand the browser a string as HTML (or as a whole document) instead of as text. */
const noHtmlInjection = [
  {
    selector: 'JSXAttribute[name.name=/^(dangerouslySetInnerHTML|srcDoc)$/]',
    message: 'Draw server text as text: no dangerouslySetInnerHTML or srcDoc.',
  },
  {
    selector: 'Property[key.name="dangerouslySetInnerHTML"]',
    message: 'Draw server text as text: no dangerouslySetInnerHTML.',
  },
  {
    selector:
      'AssignmentExpression > MemberExpression.left:matches([property.name=/^(innerHTML|outerHTML|srcdoc)$/], [property.value=/^(innerHTML|outerHTML|srcdoc)$/])',
    message: 'Set textContent, or build elements: never innerHTML, outerHTML or srcdoc.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/]',
    message: 'No markup from strings: build elements instead.',
  },
  {
    selector: 'CallExpression[callee.object.name="document"][callee.property.name=/^(write|writeln)$/]',
    message: 'No document.write.',
  },
];

/**
 * What the oldest supported browsers lack (decision 0048) that eslint-plugin-compat cannot see:
 * methods on a value whose type it does not know.
 */
const newerThanTheFloor = [
  {
    selector:
      'CallExpression[callee.property.name=/^(at|findLast|findLastIndex|toSorted|toReversed|toSpliced|replaceAll)$/]',
    message:
      'Not in Chrome 84 / Safari 14.1, the oldest supported browsers (decision 0048): use an index, a loop or a regular expression.',
  },
];

const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

export default defineConfig(
  {
    // The server tests' fake client build mimics bundler output; it is data, not source.
    ignores: [
      'tests/server/fixtures/client-build/',
      'dist/',
      'node_modules/',
      'schemas/generated/',
      'data/',
      '.data/',
      'test-results/',
      'test-results-*/',
      'playwright-report/',
      // Per-port Playwright runs (E2E_PORT) write their own report folders.
      'playwright-report-*/',
      'coverage/',
      'tests/e2e/.artifacts/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: nodeGlobals },
    plugins: { local: { rules: { 'no-index-file': noIndexFile } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Type-only checks TypeScript already does; the parse work is not worth it here.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'local/no-index-file': 'error',
    },
  },
  {
    // Cycles matter where modules import each other most; a bounded depth keeps lint quick.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }] },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'renderer/**/*.{ts,tsx}',
      'widgets/**/*.{ts,tsx}',
      'tests/unit/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Server copy and data are always drawn as text (React escapes it): no shipped code may turn a
    // string into markup, so a text like `<img src=x onerror=...>` can never run. Tests may build
    // DOM fixtures with innerHTML.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noHtmlInjection] },
  },
  {
    // Shipped code uses only what the supported browsers have (package.json "browserslist",
    // decision 0048); a newer API is used behind a check that it exists.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'renderer/testing/**', 'src/gallery/**', 'src/screen-tests/**'],
    ...compat.configs['flat/recommended'],
    settings: { polyfills: ['Object.hasOwn'] },
    // The markup rules again: a later block's options for a rule replace an earlier block's.
    rules: {
      ...compat.configs['flat/recommended'].rules,
      'no-restricted-syntax': ['error', ...noHtmlInjection, ...newerThanTheFloor],
    },
  },
  {
    // The browser bundle reports problems through RendererServices.report, and the server through
    // its logger; console output is for scripts, tests and the server's entry point only.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['server/main.ts'],
    rules: { 'no-console': 'error' },
  },
);
