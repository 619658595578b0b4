/** Check (b): each screen's file name is its id; ids and route paths are unique across screens. */
import type { ScreenFile } from './catalog.ts';
import type { Problem } from './problem.ts';
import { sameShape } from './route-pattern.ts';

export function checkIdentity(screens: readonly ScreenFile[]): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map<string, ScreenFile>();
  const byRoute = new Map<string, ScreenFile>();
  for (const screen of screens) {
    const { id, route } = screen.doc;
    if (id !== screen.name) {
      problems.push({
        file: screen.file,
        pointer: '/id',
        message: `the id "${id}" differs from the file name. Expected "${screen.name}" (or rename the file to ${id}.json).`,
      });
    }
    const sameId = byId.get(id);
    if (sameId) {
      problems.push({
        file: screen.file,
        pointer: '/id',
        message: `the id "${id}" is already the id of ${sameId.file}. Expected a unique id.`,
      });
    } else {
      byId.set(id, screen);
    }
    if (route) {
      const shape = sameShape(route.path);
      const sameRoute = byRoute.get(shape);
      if (sameRoute) {
        problems.push({
          file: screen.file,
          pointer: '/route/path',
          message: `the route "${route.path}" is already the route of ${sameRoute.file} ("${sameRoute.doc.route?.path}"). Expected a route no other screen has.`,
        });
      } else {
        byRoute.set(shape, screen);
      }
    }
  }
  return problems;
}
