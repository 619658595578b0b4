/**
 * Runs a fixture's `play` steps on the drawn screen, as a person would: press a button, link or
 * anything with role=button by its visible text; fill an input found by its label or placeholder;
 * wait. A step that finds nothing fails with a sentence saying which step and what it looked for.
 */
import type { PlayStep } from './fixture.ts';
import { waitUntilSettled } from './settle.ts';

const PRESSABLE =
  'button, a, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="switch"]';
const FILLABLE = 'input, textarea, select';
/** How long a step looks for what it presses or fills before it fails. */
const FIND_WAIT_MS = 2000;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function isShown(element: Element): boolean {
  return !element.closest('[hidden], [aria-hidden="true"]');
}

function findPressable(root: ParentNode, text: string): HTMLElement | undefined {
  const candidates = [...root.querySelectorAll<HTMLElement>(PRESSABLE)].filter(isShown);
  return (
    candidates.find((element) => clean(element.textContent) === text) ??
    candidates.find((element) => clean(element.getAttribute('aria-label')) === text)
  );
}

function labelTexts(field: HTMLElement): string[] {
  const texts = [field.getAttribute('aria-label'), field.getAttribute('placeholder')];
  const labelled = field.getAttribute('aria-labelledby');
  if (labelled)
    texts.push(
      labelled
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const labels = (field as HTMLInputElement).labels;
  for (const label of labels ? [...labels] : []) texts.push(label.textContent);
  return texts.map(clean);
}

function findFillable(
  root: ParentNode,
  label: string,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined {
  return [...root.querySelectorAll<HTMLInputElement>(FILLABLE)]
    .filter(isShown)
    .find((field) => labelTexts(field).includes(label));
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.focus();
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  field.blur();
}

/** What `find` finds, looking again for a while (a list may arrive after a debounce), as a person waits. */
async function waitFor<T>(find: () => T | undefined, longestMs = FIND_WAIT_MS): Promise<T | undefined> {
  for (let waited = 0; ; waited += 50) {
    const found = find();
    if (found !== undefined || waited >= longestMs) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the steps in order; resolves with the first step's failure, or undefined when all ran. */
export async function runPlay(
  steps: readonly PlayStep[],
  root: ParentNode = document,
  findWaitMs = FIND_WAIT_MS,
): Promise<string | undefined> {
  for (const [index, step] of steps.entries()) {
    const where = `Play step ${index + 1}`;
    if ('press' in step) {
      const target = await waitFor(() => findPressable(root, step.press), findWaitMs);
      if (!target) return `${where}: there is nothing to press with the text "${step.press}".`;
      target.click();
    } else if ('fill' in step) {
      const field = await waitFor(() => findFillable(root, step.fill), findWaitMs);
      if (!field) return `${where}: there is no input labelled "${step.fill}".`;
      type(field, step.with);
    } else {
      await new Promise((resolve) => setTimeout(resolve, Math.min(step.wait, 2000)));
    }
    await waitUntilSettled(document.body);
  }
  return undefined;
}
