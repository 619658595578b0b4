import { describe, expect, it } from 'vitest';
import { runPlay } from './play-steps.ts';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe("a fixture's play steps", () => {
  it('presses by visible text and fills by label or placeholder, as typing does', async () => {
    const root = page(`
      <label for="phone">Mobile number</label><input id="phone" />
      <input aria-label="ignored" placeholder="Enter the code" />
      <button type="button">  Get   OTP </button>
      <div role="button">Close</div>`);
    const pressed: string[] = [];
    const typed: string[] = [];
    root
      .querySelectorAll('button, [role="button"]')
      .forEach((b) => b.addEventListener('click', () => pressed.push(b.textContent!.trim())));
    root.querySelectorAll('input').forEach((i) => i.addEventListener('input', () => typed.push(i.value)));

    const failed = await runPlay(
      [
        { fill: 'Mobile number', with: '98765' },
        { fill: 'Enter the code', with: '1234' },
        { press: 'Get OTP' },
        { wait: 10 },
        { press: 'Close' },
      ],
      root,
    );
    expect(failed).toBeUndefined();
    expect(typed).toEqual(['98765', '1234']);
    expect(pressed).toEqual(['Get   OTP', 'Close']);
  });

  it('waits for what appears a little later', async () => {
    const root = page('');
    setTimeout(() => root.insertAdjacentHTML('beforeend', '<button>Late</button>'), 300);
    expect(await runPlay([{ press: 'Late' }], root)).toBeUndefined();
  });

  it('stops at the first step that finds nothing, saying which and what', async () => {
    const root = page('<button>Apply</button><div hidden><button>Repay</button></div>');
    expect(await runPlay([{ press: 'Apply' }, { press: 'Repay' }, { press: 'Apply' }], root, 100)).toBe(
      'Play step 2: there is nothing to press with the text "Repay".',
    );
    expect(await runPlay([{ fill: 'PAN', with: 'ABCDE1234F' }], root, 100)).toBe(
      'Play step 1: there is no input labelled "PAN".',
    );
  });
});
