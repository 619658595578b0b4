/**
 * The app shell: history-mode router with one route per routed screen document, the not-found page,
 * and the `overlay.*` fragments over every route, all inside the renderer's provider.
 */
import { useEffect, useState } from 'react';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import { registry } from '../../widgets/registry.ts';
import { Router } from '../router/Router.tsx';
import { Routes } from '../router/Routes.tsx';
import { ShellContext } from './app-context.ts';
import { createApp, type AppOptions } from './create-app.ts';
import { GuardedNotFound } from './GuardedNotFound.tsx';
import { NavigatorBridge } from './NavigatorBridge.tsx';
import { Overlay } from './Overlay.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { overlayIds, routeTable } from './screen-bundle.ts';

export function App({ options }: { options?: AppOptions }) {
  const [app] = useState(() => createApp(options));
  useEffect(() => app.start(), [app]);
  return (
    <Router>
      <NavigatorBridge navigator={app.navigator} />
      <ShellContext.Provider value={app.shell}>
        <RendererProvider registry={registry} services={app.services} feedback={app.feedback}>
          <Routes
            table={routeTable}
            render={(entry) => <RouteScreen entry={entry} />}
            fallback={<GuardedNotFound />}
          />
          {overlayIds.map((id) => (
            <Overlay key={id} id={id} />
          ))}
        </RendererProvider>
      </ShellContext.Provider>
    </Router>
  );
}
