/** What every screen drawn under a `RendererProvider` shares: the widgets, the app shell's services and the feedback UI. */
import { createContext } from 'react';
import type { FeedbackStore } from '../feedback/feedback-store.ts';
import type { RendererServices } from '../services-api.ts';
import type { WidgetRegistry } from '../widget-api.ts';

export interface RendererRuntime {
  registry: WidgetRegistry;
  services: RendererServices;
  feedback: FeedbackStore;
}

export const RendererContext = createContext<RendererRuntime | null>(null);
