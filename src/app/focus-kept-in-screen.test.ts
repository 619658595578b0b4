import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusInScreen } from './focus-kept-in-screen.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function screenWith(...labels: string[]) {
  const main = document.createElement('main');
  main.tabIndex = -1;
  for (const label of labels) {
    const button = document.createElement('button');
    button.textContent = label;
    main.append(button);
  }
  document.body.append(main);
  return { main, buttons: [...main.querySelectorAll('button')] };
}

afterEach(() => document.body.replaceChildren());

describe('keepFocusInScreen', () => {
  it('gives the screen the focus of a control its redraw removed (the IFSC finder next step)', async () => {
    const { main, buttons } = screenWith('State Bank of India', 'HDFC Bank');
    const stop = keepFocusInScreen(main);
    buttons[0]!.focus();
    main.replaceChildren(document.createElement('h2'));
    await settle();
    expect(document.activeElement).toBe(main);
    stop();
  });

  it('leaves the focus where something else took it, and a control that stays', async () => {
    const { main, buttons } = screenWith('Bank', 'Branch', 'Back');
    const stop = keepFocusInScreen(main);
    buttons[0]!.focus();
    buttons[2]!.focus();
    buttons[0]!.remove();
    await settle();
    expect(document.activeElement).toBe(buttons[2]);
    buttons[1]!.textContent = 'Branch 2';
    await settle();
    expect(document.activeElement).toBe(buttons[2]);
    stop();
  });
});
