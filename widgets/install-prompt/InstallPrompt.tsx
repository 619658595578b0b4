/** The install guide, drawn for iOS Safari visitors until closed once (install-eligibility.ts). */
import './install-prompt.css';
import { useId, useState } from 'react';
import { defineWidget, type WidgetComponentProps } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import { readBrowserFacts, rememberDismissed, shouldShowInstallGuide } from './install-eligibility.ts';
import schema from './props.schema.json';

export interface InstallPromptProps {
  title: string;
  text?: string;
  steps: string[];
  closeLabel?: string;
  storageKey?: string;
}

export const DEFAULT_STORAGE_KEY = 'recommendPwa';

/** iOS's Share symbol (a box with an arrow out of it), so the borrower finds the button it names. */
function ShareSymbol() {
  return (
    <svg className="w-install-prompt__symbol" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function InstallGuide({ props, fire }: WidgetComponentProps<InstallPromptProps>) {
  const storageKey = props.storageKey ?? DEFAULT_STORAGE_KEY;
  const [shown, setShown] = useState(() => shouldShowInstallGuide(readBrowserFacts(storageKey)));
  const headingId = useId();
  if (!shown) return null;
  const close = () => {
    rememberDismissed(storageKey);
    setShown(false);
    void fire('onClose');
  };
  return (
    <section className="w-install-prompt" aria-labelledby={headingId}>
      <div className="w-install-prompt__head">
        <h2 id={headingId} className="w-install-prompt__title">
          {props.title}
        </h2>
        <button
          type="button"
          className="w-install-prompt__close"
          aria-label={props.closeLabel ?? 'Close'}
          onClick={close}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {props.text && <p className="w-install-prompt__text">{props.text}</p>}
      <ol className="w-install-prompt__steps">
        {props.steps.map((step, index) => (
          <li key={index}>
            {step}
            {index === 0 && <ShareSymbol />}
          </li>
        ))}
      </ol>
    </section>
  );
}

export const installPromptWidget = defineWidget<InstallPromptProps>({
  ...widgetFacts(schema),
  component: InstallGuide,
});
