/**
 * A number shown masked ("**********0002", "+91 ******0003", "•••• 0002") as a screen reader
 * should say it: the mask is hidden from it and "ending in" said in its place ("ending in 0002").
 * Read as written, ten stars came before the four digits that tell one bank account from another.
 * Any other text is returned as it is, so a widget can pass every text through.
 */
import type { ReactNode } from 'react';
import { rendererWords } from '../renderer/widget-api.ts';

const MASK = /[*•]{3,}\s*/;

export function spokenMask(text: string): ReactNode {
  const mask = MASK.exec(text);
  if (!mask) return text;
  const shown = text.slice(mask.index + mask[0].length);
  // The digits are said inside the hidden words, not after them: a name is put together from its
  // parts without the space between "ending in" and "0002", which a part's edge would lose.
  return (
    <>
      {text.slice(0, mask.index)}
      <span aria-hidden="true">{mask[0]}</span>
      <span className="visually-hidden">{`${rendererWords().maskedEnding} ${shown}`}</span>
      <span aria-hidden="true">{shown}</span>
    </>
  );
}
