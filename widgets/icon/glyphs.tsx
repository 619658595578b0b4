/**
 * The icon set, drawn as inline SVG (no icon font, no extra request). Names are listed in every
 * props schema that takes an icon; keep `ICON_NAMES` and those enums in step (tested).
 */
export const ICON_NAMES = [
  'home',
  'account',
  'orders',
  'help',
  'logout',
  'chat',
  'chevron',
  'phone',
  'mail',
  'info',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const PATHS: Record<IconName, string> = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  orders: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  chat: 'M4 5h16v11H9l-5 4z',
  chevron: 'm9 5 7 7-7 7',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-11v7m0-10h.01',
};

export function Glyph({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.info} />
    </svg>
  );
}
