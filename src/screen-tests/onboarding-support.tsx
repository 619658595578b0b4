/**
 * What the onboarding screen tests share: reading the toast the borrower sees, pressing, typing and
 * choosing as the borrower does, and realistic server answers for the onboarding endpoints.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { preloadValidation } from '../../renderer/forms/lazy-resolver.ts';
import { settle } from './draw-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

/** The toast as shown (one at a time; the newest wins), or null when none is up. */
export function toastText(): string | null {
  return document.querySelector('.r-toast')?.textContent ?? null;
}

/** Presses a button and waits for what it started (the validation code loads on first use). */
export async function press(name: string | RegExp): Promise<void> {
  await act(async () => {
    await preloadValidation();
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
}

/** Types into the input named `label` (a text box, or a date input, which has no textbox role). */
export async function type(label: string | RegExp, value: string): Promise<HTMLInputElement> {
  const box = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  await act(async () => fillIn(box, value));
  return box;
}

export async function choose(label: string | RegExp, value: string): Promise<HTMLSelectElement> {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  await act(async () => fillIn(select, value));
  await settle();
  return select;
}

export const signedIn = { session: { signedIn: true, isApp: false, phone: '919876543210' } } as const;

/** A field definition as GET /auth/v1/auth-page-info sends it. */
export function serverField(
  value: string,
  key: string,
  dataType: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    key,
    value,
    label: `Enter ${key}`,
    dataType,
    checkType: 0,
    checkReq: 1,
    lengthLimitMax: dataType === 1 || dataType === 8 ? 100 : dataType === 2 ? 5 : null,
    dictionaryVoList: [],
    currentValue: null,
    ...extra,
  };
}

/** The server's refusal of a save with field errors (code 4051, decision 0009). */
export function fieldsInvalid(errors: Array<{ column: string; msg: string }>) {
  return {
    ok: false as const,
    error: {
      code: 4051,
      msg: `Please correct the following: ${errors.map((e, i) => `${i + 1}. ${e.msg}`).join(' ')}`,
      data: { errorColumn: errors },
    },
  };
}

/**
 * jsdom has no object URLs, which the image picker's preview needs; these stand in for the
 * browser's (the URL is only put in an <img src>). Returns a function that removes them again.
 */
export function installObjectUrls(): () => void {
  let count = 0;
  URL.createObjectURL = () => `blob:test/${(count += 1)}`;
  URL.revokeObjectURL = () => undefined;
  return () => {
    // @ts-expect-error jsdom has none: put its absence back
    delete URL.createObjectURL;
    // @ts-expect-error jsdom has none: put its absence back
    delete URL.revokeObjectURL;
  };
}

/** A small photo as the camera or the gallery hands it over. */
export function photo(name: string, type = 'image/jpeg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });
}

/** Chooses a photo in the image picker named `label` and waits for what its onChange started. */
export async function pickPhoto(label: string | RegExp, file: File): Promise<void> {
  const input = screen.getByLabelText(label, { selector: 'input[type="file"]' }) as HTMLInputElement;
  await act(async () => {
    await preloadValidation();
    fireEvent.change(input, { target: { files: [file] } });
  });
  await settle();
}
