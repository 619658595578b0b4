/**
 * The accessible modal a screen's dialogs are drawn in: `role="dialog"`, `aria-modal`, named by its
 * title, focus moved in on open and given back on close, Tab kept inside, Escape and a tap on the
 * backdrop close it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE } from '../focusable.ts';
import { rendererWords } from './messages.ts';
import './modal.css';

interface ModalProps {
  title?: string;
  onClose: () => void;
  children: ReactNode;
  /** The dialog's buttons, drawn in a row under the body. */
  actions?: ReactNode;
}

export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = panel.current;
    if (dialog) dialog.scrollTop = 0;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    // A long dialog (the Key Fact Statement) opens at its title: its first control, the grievance
    // officer's phone link far below, took the focus out of sight, where Enter dialled the number
    // and a screen reader began after every key fact. Such a dialog takes the focus itself.
    const seen = dialog ? Math.min(dialog.getBoundingClientRect().bottom, window.innerHeight) : undefined;
    const inSight = first && seen !== undefined && first.getBoundingClientRect().bottom <= seen;
    (inSight ? first : dialog)?.focus({ preventScroll: true });
    // Escape closes the dialog wherever focus is (a tap outside may have taken it away).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      before?.focus();
    };
  }, []);

  // Tab and Shift+Tab cycle inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    // From the dialog itself (opened so, or its text tapped), Tab goes to its first control and
    // Shift+Tab to its last, not out to the page behind.
    const fromDialog = document.activeElement === panel.current;
    if (event.shiftKey && (document.activeElement === first || fromDialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && fromDialog) {
      event.preventDefault();
      first.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="r-modal" onKeyDown={onKeyDown}>
      <div className="r-modal__backdrop" data-testid="modal-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="r-modal__panel"
        role="dialog"
        aria-modal="true"
        {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': rendererWords().dialog })}
        tabIndex={-1}
      >
        {title ? (
          <h2 id={titleId} className="r-modal__title">
            {title}
          </h2>
        ) : null}
        <div className="r-modal__body">{children}</div>
        {actions ? <div className="r-modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
