/**
 * A screen file imported with `?widgets&lang.json` is the list of the widget types it draws
 * (`{"widgets": [...]}`), for the route table's hint of the widget code a screen will need: the app
 * fetches that code as it asks for the screen's document, not after (src/app/use-screen-document.ts).
 */
import type { Plugin } from 'vite';
import { widgetTypesOf } from '../../renderer/document/widget-types.ts';

const SCREEN_WIDGETS = /[\\/]schemas[\\/]screens[\\/][^\\/]+\.json\?widgets&lang\.json$/;

export function screenWidgetTypes(): Plugin {
  return {
    name: 'screen-widget-types',
    enforce: 'pre',
    transform(code, id) {
      if (!SCREEN_WIDGETS.test(id)) return null;
      const widgets = [...widgetTypesOf(JSON.parse(code) as unknown)].sort();
      return { code: JSON.stringify({ widgets }), map: null };
    },
  };
}
