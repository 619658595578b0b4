/**
 * The location card: the browser is asked only after "Allow"; any answer (allowed, "Not now",
 * refused in the browser's prompt, the phone unable to locate) puts the card to rest on this device
 * for `rememberDays`, and nothing but a located phone is ever reported (spec §8: silent).
 */
import './location-consent.css';
import { useId, useRef, useState } from 'react';
import { useFormField } from '../../renderer/form-field-api.ts';
import { defineWidget, type WidgetComponentProps } from '../../renderer/widget-api.ts';
import { widgetFacts } from '../widget-facts.ts';
import { answeredRecently, rememberAnswer } from './consent-memory.ts';
import { currentPosition } from './current-position.ts';
import { moveFocusBeyond } from './focus-on-leaving.ts';
import schema from './props.schema.json';

export interface LocationConsentProps {
  form: string;
  field: string;
  title: string;
  text?: string;
  allowLabel?: string;
  laterLabel?: string;
  storageKey?: string;
  rememberDays?: number;
}

export const DEFAULT_STORAGE_KEY = 'locationAskedAt';
export const DEFAULT_REMEMBER_DAYS = 30;

function LocationCard({ props, fire }: WidgetComponentProps<LocationConsentProps>) {
  const storageKey = props.storageKey ?? DEFAULT_STORAGE_KEY;
  const { setValue } = useFormField(props.form, props.field);
  const [shown, setShown] = useState(
    () => !answeredRecently(storageKey, props.rememberDays ?? DEFAULT_REMEMBER_DAYS),
  );
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  if (!shown) return null;

  const answered = () => {
    rememberAnswer(storageKey);
    if (card.current) moveFocusBeyond(card.current);
    setShown(false);
  };
  const allow = async () => {
    // The card goes at once; the browser's own prompt follows, and whatever it answers stays silent.
    answered();
    const position = await currentPosition();
    if (!position) return;
    setValue(position);
    await fire('onLocated');
  };
  return (
    <section ref={card} className="w-location-consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="w-location-consent__title">
        {props.title}
      </h2>
      {props.text && <p className="w-location-consent__text">{props.text}</p>}
      <div className="w-location-consent__actions">
        <button type="button" className="w-location-consent__button" data-variant="text" onClick={answered}>
          {props.laterLabel ?? 'Not now'}
        </button>
        <button type="button" className="w-location-consent__button" onClick={() => void allow()}>
          {props.allowLabel ?? 'Allow'}
        </button>
      </div>
    </section>
  );
}

export const locationConsentWidget = defineWidget<LocationConsentProps>({
  ...widgetFacts(schema),
  component: LocationCard,
});
