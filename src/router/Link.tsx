/**
 * An in-app link: a real `<a href>` (opens in a new tab, readable by screen readers), which an
 * ordinary tap follows without reloading the page.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHistory } from './router-context.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

export function Link({ to, replace = false, onClick, ...rest }: LinkProps) {
  const history = useHistory();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    history.navigate(to, { replace });
  };
  return <a {...rest} href={to} onClick={follow} />;
}
