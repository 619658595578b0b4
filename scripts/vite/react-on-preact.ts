/**
 * The borrower's build runs the app's React code on Preact's compatibility layer (decision 0018):
 * the same components, hooks and react-hook-form, for some 5 KB of runtime instead of React DOM's
 * 60. Only the client build is aliased; the code imports `react` as before.
 */
import type { AliasOptions } from 'vite';

export const reactOnPreact: AliasOptions = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The same for the `preact` test project, which runs the client's unit tests on the app's runtime.
 * testing-library's ES build is taken (its CommonJS build would `require` React DOM past the
 * aliases) and its `act` comes from Preact's test utilities.
 */
export const reactOnPreactUnderTest: AliasOptions = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  ...reactOnPreact,
];
