/**
 * What in a built script the oldest supported browsers (Chrome 84, Safari 14.1; decision 0048)
 * cannot even parse, which fails the whole file there, not one feature: syntax past ES2020, and a
 * regular expression with a lookbehind (ES2018, but in Safari only since 16.4). The build's target
 * lowers newer syntax in every module, dependencies included, but cannot lower a lookbehind.
 */
import { Parser, tokTypes } from 'acorn';

export function scriptProblems(code: string): string[] {
  const problems: string[] = [];
  try {
    Parser.parse(code, {
      ecmaVersion: 2020,
      sourceType: 'module',
      locations: true,
      onToken: (token) => {
        if (token.type !== tokTypes.regexp) return;
        // acorn's types leave out a token's value; for a regular expression it is { pattern, flags }.
        const { pattern } = (token as typeof token & { value: { pattern: string } }).value;
        if (/\(\?<[=!]/.test(pattern))
          problems.push(
            `a lookbehind in /${pattern}/ at line ${token.loc?.start.line ?? '?'} (Safari before 16.4)`,
          );
      },
    });
  } catch (error) {
    problems.push(`not ES2020: ${(error as Error).message}`);
  }
  return problems;
}
