/**
 * Fails the client build when a script it ships could not be parsed by the oldest supported
 * browsers (decision 0048; scripts/browser-floor/script-problems.ts). Lint holds our own code to
 * the floor; this holds what reaches the borrower, our dependencies' code included.
 */
import type { Plugin } from 'vite';
import { scriptProblems } from '../browser-floor/script-problems.ts';

export function browserFloor(): Plugin {
  return {
    name: 'browser-floor',
    apply: 'build',
    generateBundle(_options, bundle) {
      const broken = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? scriptProblems(output.code).map((problem) => `${output.fileName}: ${problem}`)
          : [],
      );
      if (broken.length > 0)
        this.error(
          `scripts the oldest supported browsers cannot parse (decision 0048):\n${broken.join('\n')}`,
        );
    },
  };
}
