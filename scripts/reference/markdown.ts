/** Markdown building blocks. Layout (column widths, wrapping) is left to prettier, which formats the result. */

/** Inline code that survives backticks inside the text. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A table cell: one line, pipes escaped, never empty. */
export function cell(text: string): string {
  const line = text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
  return line === '' ? '—' : line;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A fenced JSON block, written on one line so prettier lays it out as compactly as the screens are. */
export function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``;
}

/**
 * The anchor GitHub (and most renderers) give a heading: lower case, punctuation dropped, spaces as
 * dashes. Headings here are unique by construction, so no `-1` suffixes are needed.
 */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

export function link(text: string, heading: string): string {
  return `[${text}](#${slug(heading)})`;
}

/**
 * Prose from a schema description, kept as written but never read as Markdown or HTML by accident:
 * `forms.<form>.fields` must not open an HTML tag and `form.* or state.*` must not turn italic.
 * Text inside backticks is already code and stays as it is.
 */
export function prose(text: string | undefined): string {
  return (text ?? '')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/([\\<*])/g, '\\$1')))
    .join('');
}

export function sections(...parts: readonly (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n');
}
