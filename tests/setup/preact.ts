/**
 * The `preact` test project's one difference from a browser's timing. Preact runs effects after the
 * next paint (a frame, or 35 ms without one); React runs pending effects before it handles the next
 * tap. A test taps the moment a screen or dialog is drawn, before any paint, so on Preact it would
 * tap a form whose subscriptions do not exist yet, which no borrower can do. jsdom never paints:
 * effects here run as soon as the render's own work is done. Inside `act` Preact's test utilities
 * take this over as before.
 */
import { options } from 'preact';

options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects);
