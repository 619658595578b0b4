// What "a strict Content-Security-Policy" and "a page with no inline script" mean, checked the same
// way by the server tests (tests/server/http/csp.test.ts) and the end-to-end run (tests/e2e/csp.spec.ts).

/** A Content-Security-Policy header as its directives: name (lower case) -> sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The browser keeps the first of a repeated directive; so does this.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Sources that would let a script run from something other than our own files. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-eval'",
  "'unsafe-inline'",
  "'unsafe-hashes'",
  'data:',
  'blob:',
  '*',
  'http:',
  'https:',
];

/** Where a policy falls short of strict, one line each (empty when it is strict). */
export function cspProblems(header: string | undefined): string[] {
  if (!header) return ['no Content-Security-Policy header'];
  const policy = parseCsp(header);
  const problems: string[] = [];
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  if (!scripts) problems.push('neither script-src nor default-src: any script may run');
  for (const source of scripts ?? []) {
    if (UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase())) problems.push(`script-src allows ${source}`);
  }
  if (policy.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  for (const directive of ['base-uri', 'form-action', 'frame-ancestors']) {
    const sources = policy.get(directive);
    if (!sources) problems.push(`no ${directive}`);
    else if (sources.includes('*')) problems.push(`${directive} allows *`);
  }
  return problems;
}

/**
 * Code written into a page rather than loaded from our files, one line each: a <script> with a body
 * or without src, an on...= handler attribute, a javascript: address. The policy would refuse to
 * run all of these, so a page carrying any of them is broken under it.
 */
export function inlineCodeIn(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(attributes) || body.trim() !== '') found.push(`inline <script${attributes}>`);
  }
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag);
    if (handler) found.push(`${handler[1]} handler in ${tag}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag))
      found.push(`javascript: in ${tag}`);
  }
  return found;
}
