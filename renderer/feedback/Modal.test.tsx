import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Feedback
      </button>
      {open ? (
        <Modal title="Feedback" onClose={() => setOpen(false)} actions={<button type="button">OK</button>}>
          <a href="mailto:help@example.in">help@example.in</a>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it("without a title is still named, in the page's language", () => {
    const untitled = () => (
      <Modal onClose={() => undefined}>
        <p>Saved</p>
      </Modal>
    );
    const { unmount } = render(untitled());
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeTruthy();
    unmount();
    document.documentElement.lang = 'hi';
    try {
      render(untitled());
      expect(screen.getByRole('dialog', { name: 'डायलॉग' })).toBeTruthy();
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('keeps Tab inside the dialog and gives focus back to the opener on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Feedback' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    const link = screen.getByRole('link', { name: 'help@example.in' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(link);

    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  describe('a dialog longer than the screen (the Key Fact Statement)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('takes the focus itself when its first control is out of sight, and keeps Tab inside', () => {
      // The link is drawn below the 800 px the dialog shows: a phone link at the end of the facts.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const bottom = this.tagName === 'A' ? 900 : 800;
        return {
          bottom,
          top: bottom - 20,
          left: 0,
          right: 100,
          width: 100,
          height: 20,
          x: 0,
          y: 0,
        } as DOMRect;
      });
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
      const dialog = screen.getByRole('dialog', { name: 'Feedback' });
      expect(document.activeElement).toBe(dialog);
      fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
      dialog.focus();
      fireEvent.keyDown(dialog, { key: 'Tab' });
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'help@example.in' }));
    });
  });
});
