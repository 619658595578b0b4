import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';
import { TOAST_REGION_CLASS } from './ToastHost.tsx';

const CHECKBOX_FIRST = (
  <>
    <p>You are about to pay ₹ 3,224.38</p>
    <label>
      <input type="checkbox" /> Apply for my next loan
    </label>
  </>
);

function Harness({ body = CHECKBOX_FIRST }: { body?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Feedback
      </button>
      {open ? (
        <Modal title="Feedback" onClose={() => setOpen(false)} actions={<button type="button">OK</button>}>
          {body}
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
    const checkbox = screen.getByRole('checkbox', { name: 'Apply for my next loan' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(checkbox);

    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(checkbox);
    fireEvent.keyDown(checkbox, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opening on its first control, is described by its body, so its sentence is heard first', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toContain('You are about to pay ₹ 3,224.38');
  });

  it('does not open on a link (Enter would dial or leave the app), but on the dialog itself', () => {
    render(<Harness body={<a href="tel:+918045678900">+91 80 4567 8900</a>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '+91 80 4567 8900' }));
  });

  it("puts the page behind out of a screen reader's reach while open, the toast's region apart", () => {
    const toasts = document.body.appendChild(document.createElement('div'));
    toasts.className = TOAST_REGION_CLASS;
    toasts.setAttribute('aria-live', 'polite');
    const decorative = document.body.appendChild(document.createElement('span'));
    decorative.setAttribute('aria-hidden', 'true');
    try {
      render(
        <>
          <button type="button">Submit</button>
          <Harness />
        </>,
      );
      const opener = screen.getByRole('button', { name: 'Feedback' });
      opener.focus();
      fireEvent.click(opener);
      expect(screen.queryByRole('button', { name: 'Submit' }), 'the screen behind').toBeNull();
      expect(screen.getByText('Submit', { selector: 'button' }).hasAttribute('inert')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
      expect(toasts.hasAttribute('aria-hidden') || toasts.hasAttribute('inert'), 'the toasts').toBe(false);
      expect(screen.getByRole('checkbox', { name: 'Apply for my next loan' })).toBeTruthy();

      fireEvent.keyDown(document.body, { key: 'Escape' });
      const submit = screen.getByRole('button', { name: 'Submit' });
      expect(submit.hasAttribute('inert') || submit.hasAttribute('aria-hidden')).toBe(false);
      expect(document.activeElement).toBe(opener);
      expect(decorative.getAttribute('aria-hidden'), 'what was hidden before stays so').toBe('true');
      expect(decorative.hasAttribute('inert')).toBe(false);
    } finally {
      toasts.remove();
      decorative.remove();
    }
  });

  it('hears an Escape pressed the very moment it appears, before the browser paints it', async () => {
    // Drawn outside `act`, as in the app: the key is pressed in the first task that can see the
    // dialog in the page (a MutationObserver's), before anything scheduled for later has run.
    const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actFlag.IS_REACT_ACT_ENVIRONMENT;
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const onClose = vi.fn();
    try {
      const escapePressed = new Promise<void>((pressed) => {
        const watch = new MutationObserver(() => {
          if (!host.querySelector('[role="dialog"]')) return;
          watch.disconnect();
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          pressed();
        });
        watch.observe(host, { childList: true, subtree: true });
      });
      root.render(
        <Modal title="Feedback" onClose={onClose}>
          <p>Saved</p>
        </Modal>,
      );
      await escapePressed;
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
      host.remove();
      actFlag.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });

  describe('a dialog longer than the screen (the Key Fact Statement)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('takes the focus itself when its first control is out of sight, and keeps Tab inside', () => {
      // The checkbox is drawn below the 800 px the dialog shows: a consent at the end of the facts.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const bottom = this.tagName === 'INPUT' ? 900 : 800;
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
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Apply for my next loan' }));
      expect(dialog.hasAttribute('aria-describedby'), 'a long body is read by moving through it').toBe(false);
    });
  });
});
