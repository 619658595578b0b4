/**
 * Development only: an edited screen file reloads the page. Hot replacement cannot do it alone: the
 * app keeps each screen it has drawn for the visit, and the copy it draws is the one the server
 * serves (which re-reads the edited file), so a fresh visit is what shows the edit everywhere.
 */
import type { Plugin } from 'vite';

// A copy catalogue edit changes what screens say (decision 0016), so it reloads too.
const SCREEN_FILE = /[\\/]schemas[\\/](screens|copy)[\\/][^\\/]+\.json$/;

export function reloadOnScreenEdit(): Plugin {
  return {
    name: 'reload-on-screen-edit',
    apply: 'serve',
    handleHotUpdate({ file, server }) {
      if (!SCREEN_FILE.test(file)) return undefined;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
