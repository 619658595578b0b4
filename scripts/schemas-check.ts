/**
 * npm run schemas:check — validates every screen against the meta-schema and proves its widgets,
 * bindings, calls, routes and names against the endpoints and widgets; also fails when the generated
 * types are stale. Exit code 1 with every problem listed, 0 with a one-line summary.
 */
import { checkTree } from './check/check-all.ts';
import { PROJECT_GENERATION, generateFiles, staleFiles } from './check/generated/generated-files.ts';
import { formatProblem, type Problem } from './check/problem.ts';
import { ReferenceExampleError } from './reference/schema-reference.ts';

const root = process.cwd();
const { problems, counts } = checkTree({
  root,
  screensDir: 'schemas/screens',
  endpointsDir: 'schemas/api/endpoints',
  widgetsDir: 'widgets',
  fixturesDir: 'schemas/fixtures',
  copyDir: 'schemas/copy',
});

/** Stale generated files; a schema whose example does not fit it stops the generation, so report that. */
async function generatedProblems(): Promise<Problem[]> {
  try {
    const generated = await generateFiles({ root, ...PROJECT_GENERATION });
    return staleFiles(generated, root).map((file) => ({
      file,
      pointer: '',
      message: 'this generated file is out of date. Run npm run schemas:types and commit the result.',
    }));
  } catch (error) {
    if (error instanceof ReferenceExampleError) return error.problems;
    throw error;
  }
}
const stale = await generatedProblems();

const all = [...problems, ...stale];
const summary = `${counts.screens} screens, ${counts.endpoints} endpoints, ${counts.widgets} widgets`;
if (all.length > 0) {
  for (const problem of all) console.log(formatProblem(problem));
  console.log(`\nschemas:check: ${all.length} problem${all.length === 1 ? '' : 's'} (${summary}).`);
  process.exit(1);
}
console.log(`schemas:check: ${summary} — all good`);
