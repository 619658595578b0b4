import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-support.tsx';
import { imagePickerWidget, type ImagePickerProps } from './ImagePicker.tsx';
import { IMAGE_LIMIT_BYTES } from './prepare-image.ts';

// jsdom draws no canvas: the JPEG encoder is replaced by one each test controls. Its rules
// (when to encode, what to refuse) are tested in prepare-image.test.ts.
const encoder = vi.hoisted(() => ({ next: undefined as undefined | (() => Promise<Blob>), calls: 0 }));
vi.mock('./canvas-jpeg.ts', () => ({
  canvasJpegEncoder: () => {
    encoder.calls += 1;
    return encoder.next ? encoder.next() : Promise.reject(new Error('no encoder set'));
  },
}));

const aadhaar: ImagePickerProps = {
  form: 'kyc',
  field: 'aadhaarFront',
  label: 'Aadhaar front',
  hint: 'Place the card inside the frame',
};

let urls: { created: string[]; revoked: string[] };
beforeEach(() => {
  urls = { created: [], revoked: [] };
  encoder.next = undefined;
  encoder.calls = 0;
  // jsdom has no object URLs; these record what the picker creates and gives back.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${urls.created.length}-${(blob as File).name}`;
    urls.created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void urls.revoked.push(url);
});
afterEach(() => {
  // @ts-expect-error restore jsdom's absence of object URLs
  delete URL.createObjectURL;
  // @ts-expect-error restore jsdom's absence of object URLs
  delete URL.revokeObjectURL;
});

/** The first bytes of a photo of `type`, as a camera writes them; other types get text. */
const HEADS: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

function photo(name: string, type = 'image/jpeg', size = 200_000): File {
  const head = HEADS[type];
  const file = new File([head ? new Uint8Array([...head, 0, 0, 0, 0]) : 'x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const input = () => screen.getByLabelText(/Aadhaar front/) as HTMLInputElement;
const preview = () => document.querySelector<HTMLImageElement>('.w-image-picker__preview');
async function choose(file: File) {
  await act(async () => {
    fireEvent.change(input(), { target: { files: [file] } });
    // The picker awaits the file's first bytes (image-kind.ts) before it keeps the photo: promises
    // only, all settled before the next task, so one task later the picker has done what it can.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ImagePicker', () => {
  it('is a file input for images named by its label, described by its hint', () => {
    renderWidget(imagePickerWidget, aadhaar);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/*');
    expect(input().hasAttribute('capture')).toBe(false);
    expect(screen.getByText('Choose photo')).toBeTruthy();
    expect(document.getElementById(input().getAttribute('aria-describedby')!)!.textContent).toBe(
      aadhaar.hint,
    );
  });

  it('opens the front camera for the face step', () => {
    renderWidget(imagePickerWidget, { ...aadhaar, label: 'Aadhaar front selfie', capture: 'user' });
    expect(input().getAttribute('capture')).toBe('user');
    expect(screen.getByText('Take photo')).toBeTruthy();
  });

  it('stores a photo of up to 10 MB as chosen, shows it and offers to replace it, then runs onChange', async () => {
    const { fired } = renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'] });
    await choose(photo('front.jpg'));
    expect(preview()!.getAttribute('src')).toBe('blob:test/0-front.jpg');
    expect(screen.getByText('Replace photo')).toBeTruthy();
    expect(input()).toHaveProperty('value', '');
    expect(encoder.calls).toBe(0);
    expect(fired).toEqual(['onChange']);
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const { fired } = renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'] });
    await choose(photo('statement.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(preview()).toBeNull();
    expect(fired).toEqual([]);
  });

  it("refuses a text file named .jpg (the phone calls it image/jpeg) with the screen's words, sending nothing", async () => {
    const { fired } = renderWidget(
      imagePickerWidget,
      { ...aadhaar, notAnImageMessage: 'Please choose an image' },
      { events: ['onChange'] },
    );
    const statement = new File(['These are my bank statements for March.\n'], 'aadhaar-front.jpg', {
      type: 'image/jpeg',
    });
    await choose(statement);
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(preview()).toBeNull();
    expect(screen.getByText('Choose photo')).toBeTruthy();
    expect(fired).toEqual([]);
  });

  it('is busy while a large photo is made smaller, then stores the smaller JPEG', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    encoder.next = () => new Promise<Blob>((resolve) => (finish = resolve));
    const { fired } = renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'] });
    input().focus();
    await choose(photo('big.png', 'image/png', IMAGE_LIMIT_BYTES + 1));
    // Busy, not disabled: it keeps the focus (decision 0081), and a tap opens no second picker.
    expect(input().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(input());
    const tapped = new MouseEvent('click', { bubbles: true, cancelable: true });
    input().dispatchEvent(tapped);
    expect(tapped.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Preparing photo…');
    expect(fired).toEqual([]);

    await act(async () => finish(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' })));
    // Then it is sent (onChange): done once a task has passed.
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    expect(input().getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(preview()!.getAttribute('src')).toBe('blob:test/0-big.jpg');
    expect(fired).toEqual(['onChange']);
  });

  it('refuses a photo still over 10 MB after compression and keeps the field empty', async () => {
    encoder.next = async () => {
      const blob = new Blob(['x'], { type: 'image/jpeg' });
      Object.defineProperty(blob, 'size', { value: IMAGE_LIMIT_BYTES + 1 });
      return blob;
    };
    const { fired } = renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'] });
    await choose(photo('front.jpg'));
    await choose(photo('huge.jpg', 'image/jpeg', 30_000_000));
    expect(screen.getByRole('alert').textContent).toBe('Image size is too big, limit 10MB');
    expect(preview()).toBeNull();
    expect(screen.getByText('Choose photo')).toBeTruthy();
    expect(fired).toEqual(['onChange']);
  });

  it('says all it says in the words the screen gives (a screen in Hindi)', async () => {
    const hindi = {
      ...aadhaar,
      actionLabel: 'फ़ोटो चुनें',
      replaceLabel: 'फ़ोटो बदलें',
      preparingLabel: 'फ़ोटो तैयार हो रही है…',
      notAnImageMessage: 'कृपया एक फ़ोटो चुनें',
      tooBigMessage: 'फ़ोटो बहुत बड़ी है, सीमा 10MB',
    };
    renderWidget(imagePickerWidget, hindi, { events: ['onChange'] });
    expect(screen.getByText('फ़ोटो चुनें')).toBeTruthy();
    await choose(photo('statement.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('कृपया एक फ़ोटो चुनें');

    let finish: (blob: Blob) => void = () => undefined;
    encoder.next = () => new Promise<Blob>((resolve) => (finish = resolve));
    await choose(photo('huge.jpg', 'image/jpeg', 30_000_000));
    expect(screen.getByRole('status').textContent).toBe('फ़ोटो तैयार हो रही है…');
    expect(screen.getAllByText('फ़ोटो तैयार हो रही है…')).toHaveLength(2);
    const tooBig = new Blob(['x'], { type: 'image/jpeg' });
    Object.defineProperty(tooBig, 'size', { value: IMAGE_LIMIT_BYTES + 1 });
    await act(async () => finish(tooBig));
    expect(screen.getByRole('alert').textContent).toBe('फ़ोटो बहुत बड़ी है, सीमा 10MB');

    await choose(photo('front.jpg'));
    expect(screen.getByText('फ़ोटो बदलें')).toBeTruthy();
  });

  it("shows the screen's problem with a stored photo in its place, and not while a new one's onChange runs", async () => {
    const unread = 'We could not read the PAN on this photo. Please upload a clear photo of your PAN card.';
    const { rerender } = renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'], delayMs: 50 });
    await choose(photo('blurred.jpg'));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    // The screen's onChange (the reading) failed and said so.
    rerender({ ...aadhaar, error: unread });
    expect(screen.getByRole('alert').textContent).toBe(unread);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(preview(), 'a photo that was not read is not shown as taken').toBeNull();
    expect(screen.getByText('Choose photo')).toBeTruthy();

    // Another photo: while it is read, the old problem is not shown over it.
    await choose(photo('sharp.jpg'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(preview()!.getAttribute('src')).toMatch(/sharp\.jpg$/);
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    rerender({ ...aadhaar, error: '' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Replace photo')).toBeTruthy();
  });

  it('says the photo is being sent while its onChange runs', async () => {
    renderWidget(imagePickerWidget, aadhaar, { events: ['onChange'], delayMs: 50 });
    await choose(photo('front.jpg'));
    expect(screen.getByRole('status').textContent).toBe('Sending photo…');
    expect(screen.getAllByText('Sending photo…')).toHaveLength(2);
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('Replace photo')).toBeTruthy();
  });

  it('keeps a photo that did not reach the server and sends the same photo again with one tap', async () => {
    const noAnswer = 'Network error, please try again';
    const { fired, rerender } = renderWidget(imagePickerWidget, aadhaar, {
      events: ['onChange'],
      delayMs: 50,
    });
    await choose(photo('front.jpg'));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    // The screen's onChange got no answer and said so.
    rerender({ ...aadhaar, unsentError: noAnswer });
    expect(screen.getByRole('alert').textContent).toBe(noAnswer);
    expect(preview()!.getAttribute('src'), 'the photo stays').toBe('blob:test/0-front.jpg');
    expect(fired).toEqual(['onChange']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send again' })));
    expect(fired).toEqual(['onChange', 'onChange']);
    expect(screen.queryByRole('alert'), 'not said again while it is sent').toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sending photo…');
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    rerender({ ...aadhaar, unsentError: '' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(preview()!.getAttribute('src')).toBe('blob:test/0-front.jpg');
  });

  it('keeps the focus on the picker as Send again goes away, and a second tap sends nothing more', async () => {
    const { fired, rerender } = renderWidget(
      imagePickerWidget,
      { ...aadhaar, unsentError: '' },
      { events: ['onChange'], delayMs: 50 },
    );
    await choose(photo('front.jpg'));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    rerender({ ...aadhaar, unsentError: 'Network error' });
    const again = screen.getByRole('button', { name: 'Send again' });
    again.focus();
    await act(async () => {
      fireEvent.click(again);
      fireEvent.click(again);
    });
    expect(fired).toEqual(['onChange', 'onChange']);
    expect(document.activeElement).toBe(input());
    // While it is sent, the picker opens no other photo to race it.
    const tapped = new MouseEvent('click', { bubbles: true, cancelable: true });
    input().dispatchEvent(tapped);
    expect(tapped.defaultPrevented).toBe(true);
    expect(input().getAttribute('aria-disabled')).toBe('true');
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 60))));
    expect(input().getAttribute('aria-disabled')).toBeNull();
  });

  it('says nothing of sending where the screen sends nothing on choosing (the face step sends on Submit)', async () => {
    const { fired } = renderWidget(imagePickerWidget, aadhaar);
    await choose(photo('face.jpg'));
    expect(fired).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('Replace photo')).toBeTruthy();
  });

  it('offers no Send again without a photo, nor over a refusal of it', async () => {
    const { rerender } = renderWidget(imagePickerWidget, { ...aadhaar, unsentError: 'Network error' });
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    await choose(photo('front.jpg'));
    rerender({ ...aadhaar, unsentError: 'Network error', error: 'We could not read the card.' });
    expect(screen.getByRole('alert').textContent).toBe('We could not read the card.');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('keeps the photo when the borrower closes the picker without choosing', async () => {
    renderWidget(imagePickerWidget, aadhaar);
    await choose(photo('front.jpg'));
    await act(async () => {
      fireEvent.change(input(), { target: { files: [] } });
    });
    expect(preview()).not.toBeNull();
  });

  it('gives back the preview URL of a replaced photo and on leaving the screen', async () => {
    const { unmount } = render(
      <imagePickerWidget.component props={aadhaar} fire={async () => undefined} has={() => true} />,
    );
    await choose(photo('first.jpg'));
    await choose(photo('second.jpg'));
    expect(urls.revoked).toEqual(['blob:test/0-first.jpg']);
    unmount();
    expect(urls.revoked).toEqual(['blob:test/0-first.jpg', 'blob:test/1-second.jpg']);
  });
});
