/** The spacing scale shared by layout widgets; CSS custom properties `--space-*` live in src/styles.css. */
export const SPACING = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Spacing = (typeof SPACING)[number];

/** `var(--space-md)` for a token, or undefined so the stylesheet default applies. */
export function spaceVar(token: Spacing | undefined): string | undefined {
  if (token === undefined) return undefined;
  return token === 'none' ? '0' : `var(--space-${token})`;
}
