/**
 * Entry point: global styles, then the app into #root, the session followed in other tabs, then
 * (once idle) the service worker.
 */
// First: what the oldest supported browsers lack, before any code that calls it (decision 0048).
import './platform/older-browsers.ts';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './platform/service-worker.ts';
import { followSessionInOtherTabs } from './session/other-tabs.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
followSessionInOtherTabs();
registerServiceWorker();
