// Lints a snippet as if it were a file of the repository, with the repository's own lint config:
// how the lint tests prove that a rule fires where it should and stays quiet elsewhere.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');

export interface LintProbe {
  /** The ids of the rules that fire on `code` linted as the file `probe` (path from the repo root). */
  rulesFiring(probe: string, code: string): Promise<Array<string | null>>;
}

/** Loads the config and its plugins once (seconds on a busy machine): call it in a beforeAll. */
export async function lintProbe(): Promise<LintProbe> {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'widgets/text/warm-up.ts') });
  return {
    async rulesFiring(probe, code) {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, probe) });
      return (result?.messages ?? []).map((message) => message.ruleId);
    },
  };
}
