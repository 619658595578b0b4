/**
 * One route of the table: applies the guard, sets the title and background and scrolls to the top on
 * every navigation, then draws the route's screen document with the URL's params and query, and
 * gives it focus when it is not the visit's first (navigation-focus.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { queryValues } from '../../renderer/screen/route-values.ts';
import { Navigate } from '../router/Navigate.tsx';
import { useLocation, useParams } from '../router/router-context.ts';
import { useShell } from './app-context.ts';
import { keepFocusInScreen } from './focus-kept-in-screen.ts';
import { applyPageFrame } from './page-frame.ts';
import type { RouteEntry } from './route-table.ts';
import { ScreenLoadFailed } from './ScreenLoadFailed.tsx';
import { useGuardRedirect } from './use-guard-redirect.ts';
import { useScreenDocument } from './use-screen-document.ts';

export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const redirect = useGuardRedirect(entry.auth);
  useLayoutEffect(() => {
    if (redirect) return;
    applyPageFrame(entry);
    window.scrollTo(0, 0);
  }, [entry, redirect, location.key]);
  if (redirect) return <Navigate to={redirect} replace />;
  return <GuardedScreen id={entry.id} />;
}

function GuardedScreen({ id }: { id: string }) {
  const { screens, newBuild, navigationFocus } = useShell();
  const params = useParams();
  const { search, key } = useLocation();
  const route = useMemo(() => ({ params: { ...params }, query: queryValues(search) }), [params, search]);
  const { document, headStart, failed, retry } = useScreenDocument(screens, id, {
    afterFailure: newBuild.reloadIfReplaced,
    route,
  });
  // The route table's title is the bundled English one; the drawn copy's is in the borrower's language.
  const title = document?.route?.title;
  useLayoutEffect(() => {
    if (title) window.document.title = title;
  }, [title]);
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (main.current) navigationFocus.screenDrawn(key, main.current);
  }, [navigationFocus, key, document]);
  const drawn = Boolean(document) && !failed;
  useEffect(() => (drawn && main.current ? keepFocusInScreen(main.current) : undefined), [drawn]);
  if (failed) return <ScreenLoadFailed onRetry={retry} />;
  if (!document) return null;
  return (
    <main className="app-screen" ref={main} tabIndex={-1} aria-label={title}>
      <ScreenView document={document} route={route} headStart={headStart} />
    </main>
  );
}
