/** Check (g): every literal `navigate.to` is the route of some screen. */
import type { Catalog, ScreenFile } from './catalog.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { pathOf, routeMatches } from './route-pattern.ts';
import { didYouMean } from './suggest.ts';
import { walkScreen } from './walk-screen.ts';

/** ` Expected one of: ...` naming the routes that start like the target, when no typo explains it. */
function nearbyRoutes(target: string, routes: string[]): string {
  const first = target.split('/')[1];
  const alike = routes.filter((route) => route.split('/')[1] === first).sort();
  return alike.length > 0
    ? ` Expected one of the routes under /${first}: ${alike.join(', ')}.`
    : ' Expected the route of a screen (the "route" "path" of a file in schemas/screens).';
}

export function checkNavigation(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const routes = catalog.screens.flatMap((s) => (s.doc.route ? [s.doc.route.path] : []));
  walkScreen(screen.doc, {
    action(action, pointer) {
      if (action.action !== 'navigate' || typeof action.to !== 'string') return;
      const at = pointerJoin(pointer, 'to');
      const target = action.to;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
        problems.push({
          file: screen.file,
          pointer: at,
          message: `"${target}" leaves the app. Expected a route of the app, or a "redirect" action for other sites.`,
        });
      } else if (!target.startsWith('/') && !target.startsWith('{{')) {
        problems.push({
          file: screen.file,
          pointer: at,
          message: `"${target}" is not a route. Expected a path starting with /, e.g. "/orders".`,
        });
      } else if (
        target.startsWith('/') &&
        catalog.everyScreen &&
        !routes.some((route) => routeMatches(route, target))
      ) {
        problems.push({
          file: screen.file,
          pointer: at,
          message: `"${pathOf(target)}" is not the route of any screen.${didYouMean(pathOf(target), routes) || nearbyRoutes(pathOf(target), routes)}`,
        });
      }
    },
  });
  return problems;
}
