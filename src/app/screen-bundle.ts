/**
 * The screen documents bundled into the client. The route facts of every routed screen are in the
 * first chunk (the router needs them at once); each whole document is its own lazy chunk, loaded when
 * it is first drawn and used when the served copy cannot be had (docs/decisions/0005).
 *
 * Fragments (screens without a route) drawn by the shell over every route are named `overlay.*`.
 */
import type { ScreenDocument, ScreenRoute } from '../../renderer/document/types.ts';
import { buildRouteTable, screenIdOf } from './route-table.ts';

// The query makes these modules distinct from the lazy ones below, so the bundler keeps only the
// `route` export of each file in the first chunk (`lang.json` keeps them JSON to the bundler).
const routes = import.meta.glob<ScreenRoute>(
  ['../../schemas/screens/*.json', '!../../schemas/screens/overlay.*.json'],
  {
    eager: true,
    import: 'route',
    query: '?route&lang.json',
  },
);

const documents = import.meta.glob<ScreenDocument>('../../schemas/screens/*.json', { import: 'default' });

// The widget types each bundled screen draws (scripts/vite/screen-widget-types.ts), in the first
// chunk: their code is fetched as the screen's document is asked for.
const widgetHints = import.meta.glob<readonly string[]>('../../schemas/screens/*.json', {
  eager: true,
  import: 'widgets',
  query: '?widgets&lang.json',
});
const widgetsByScreen = new Map(
  Object.entries(widgetHints).map(([file, types]) => [screenIdOf(file), types]),
);

/** The widget types the bundled copy of a screen draws (the served one usually draws the same). */
export function bundledWidgetTypes(id: string): readonly string[] {
  return widgetsByScreen.get(id) ?? [];
}

export const routeTable = buildRouteTable(routes);

const loaders = new Map(Object.entries(documents).map(([file, load]) => [screenIdOf(file), load]));

/** The fragments the shell draws over every route. */
export const overlayIds: readonly string[] = [...loaders.keys()]
  .filter((id) => id.startsWith('overlay.'))
  .sort();

/** The bundled copy of a screen; rejects for an id the build does not hold. */
export async function loadBundledScreen(id: string): Promise<ScreenDocument> {
  const load = loaders.get(id);
  if (!load) throw new Error(`no bundled screen "${id}"`);
  return load();
}
