import { afterEach, describe, expect, it } from 'vitest';
import { createNavigationFocus } from './navigation-focus.ts';

/** A drawn screen as RouteScreen draws it: a focusable <main> holding a button. */
function drawScreen(): { screen: HTMLElement; button: HTMLButtonElement } {
  const screen = document.createElement('main');
  screen.tabIndex = -1;
  const button = document.createElement('button');
  button.textContent = 'Order History';
  screen.append(button);
  document.body.append(screen);
  return { screen, button };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('navigation focus', () => {
  it('leaves the first screen of a visit to the page load', () => {
    const focus = createNavigationFocus();
    const { screen } = drawScreen();
    focus.screenDrawn('first', screen);
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the next screen focus once the control that navigated is gone', () => {
    const focus = createNavigationFocus();
    const home = drawScreen();
    focus.screenDrawn('home', home.screen);
    home.button.focus();
    home.screen.remove();
    const account = drawScreen();
    focus.screenDrawn('account', account.screen);
    expect(document.activeElement).toBe(account.screen);
  });

  it('moves focus off a control of the same screen kept for another entry', () => {
    const focus = createNavigationFocus();
    const { screen, button } = drawScreen();
    focus.screenDrawn('order-1', screen);
    button.focus();
    focus.screenDrawn('order-2', screen);
    expect(document.activeElement).toBe(screen);
  });

  it('does not take focus back when the same entry draws again', () => {
    const focus = createNavigationFocus();
    focus.screenDrawn('home', drawScreen().screen);
    const { screen, button } = drawScreen();
    focus.screenDrawn('account', screen);
    button.focus();
    focus.screenDrawn('account', screen);
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus in an open dialog and in a text field', () => {
    const focus = createNavigationFocus();
    focus.screenDrawn('home', drawScreen().screen);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const close = document.createElement('button');
    dialog.append(close);
    document.body.append(dialog);
    close.focus();
    focus.screenDrawn('account', drawScreen().screen);
    expect(document.activeElement).toBe(close);

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    focus.screenDrawn('orders', drawScreen().screen);
    expect(document.activeElement).toBe(field);
  });
});
