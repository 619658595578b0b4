import './fail-on-console-error.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Forms load their validation code on first use (renderer/forms/lazy-resolver.ts). Loaded here once,
// a test file that ends while that import is still on its way (a slow, busy machine) cannot have it
// arrive after its environment was torn down; each lazy import then resolves from the module cache.
await import('../../renderer/forms/form-resolver.ts');

afterEach(() => cleanup());
