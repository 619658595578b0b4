/**
 * The accessible modal a screen's dialogs are drawn in: `role="dialog"`, `aria-modal`, named by its
 * title, focus moved in on open and given back on close, Tab kept inside, the page behind out of a
 * screen reader's reach (page-behind.ts), Escape and a tap on the backdrop close it.
 */
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE } from '../focusable.ts';
import { rendererWords } from './messages.ts';
import { focusOnOpening } from './opening-focus.ts';
import { hidePageBehind } from './page-behind.ts';
import { TOAST_REGION_CLASS } from './ToastHost.tsx';
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
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Before the browser paints the dialog, not after: an Escape or a Tab pressed the instant it
  // appears finds its listener, the focus inside and the page behind already hidden.
  useLayoutEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = panel.current;
    const showPage =
      dialog &&
      hidePageBehind(dialog.parentElement ?? dialog, [
        ...document.getElementsByClassName(TOAST_REGION_CLASS),
      ]);
    if (dialog) focusOnOpening(dialog, document.getElementById(bodyId));
    // Escape closes the dialog wherever focus is (a tap outside may have taken it away).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      showPage?.(); // before the focus goes back: the opener was inert until now
      before?.focus();
    };
  }, [bodyId]);

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
        <div id={bodyId} className="r-modal__body">
          {children}
        </div>
        {actions ? <div className="r-modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
