/** One thing wrong in a file, in words product staff understand. */
export interface Problem {
  /** The file, relative to the project root (e.g. `schemas/screens/home.json`). */
  file: string;
  /** JSON pointer of the offending value inside the file (`""` for the whole file). */
  pointer: string;
  /** What is wrong and what was expected. */
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file} ${problem.pointer || '/'}: ${problem.message}`;
}
