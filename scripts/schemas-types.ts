/**
 * npm run schemas:types — writes schemas/generated/{screen,api,endpoints}.ts and openapi.json from
 * the meta-schema and the endpoint files. With `--check`, writes nothing and exits 1 naming the files that are stale.
 */
import {
  PROJECT_GENERATION,
  generateFiles,
  staleFiles,
  writeFiles,
} from './check/generated/generated-files.ts';

const root = process.cwd();
const files = await generateFiles({ root, ...PROJECT_GENERATION });

if (process.argv.includes('--check')) {
  const stale = staleFiles(files, root);
  if (stale.length > 0) {
    console.log(
      `schemas:types: out of date: ${stale.join(', ')}. Run npm run schemas:types and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`schemas:types: ${files.size} generated files are up to date.`);
} else {
  writeFiles(files, root);
  console.log(`schemas:types: wrote ${[...files.keys()].join(', ')}.`);
}
