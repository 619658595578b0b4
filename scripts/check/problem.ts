/** One thing wrong in a file, in words product staff understand. */
export interface Problem {
  /** The file, relative to the project root (e.g. `schemas/screens/home.json`). */
  file: string;
  /** JSON pointer of the offending value inside the file (`""` for the whole file). */
  pointer: string;
  /** What is wrong, then the fix ("Expected ...", "Did you mean ...?", "Add ...", "Run ..."). */
  message: string;
  /** The 1-based line of the offending value, when the file is JSON (scripts/check/locate.ts). */
  line?: number;
}

/** `schemas/screens/home.json:42 /body/1/type: ...`: editors and terminals open `file:line` links. */
export function formatProblem(problem: Problem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  return `${where} ${problem.pointer || '/'}: ${problem.message}`;
}
