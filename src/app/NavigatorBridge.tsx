/** Hands the router's navigate to code outside React (API client, renderer services). */
import { useLayoutEffect } from 'react';
import { useHistory } from '../router/router-context.ts';
import type { Navigator } from './create-app.ts';

export function NavigatorBridge({ navigator }: { navigator: Navigator }) {
  const history = useHistory();
  useLayoutEffect(() => {
    navigator.attach(history);
  }, [navigator, history]);
  return null;
}
