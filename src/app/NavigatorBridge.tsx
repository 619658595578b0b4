/** Hands the router's navigate to code outside React (API client, renderer services). */
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Navigator } from './create-app.ts';

export function NavigatorBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigator.attach(navigate);
  }, [navigator, navigate]);
  return null;
}
