/**
 * Binds a field widget to `forms.<form>.fields.<field>` of its screen (FormFieldBinding of
 * form-field-api.ts), or to a field the server described (`forms.<form>.dynamic`). The input stays
 * uncontrolled; the widget re-renders only when its own error, its definition or (for a `required`
 * rule with `when`) the values that condition reads change. Outside a screen, or for a field a form
 * without server fields does not declare, the binding still works as a plain uncontrolled input (and
 * the defect is reported), so a screen never crashes.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type CompositionEvent,
} from 'react';
import { createFormControl, useFormState, type FieldValues } from 'react-hook-form';
import type { FieldRule } from '../document/types.ts';
import type { FormFieldBinding } from '../form-field-api.ts';
import { formReadsOf } from './form-reads.ts';
import { FormsContext } from './forms-context.ts';
import { isComposing } from './composing.ts';
import { rewriteKeepingCaret } from './keep-caret.ts';
import { applyInputFilter, keyboardHints } from './input-filters.ts';
import { preloadValidation } from './lazy-resolver.ts';
import { refusalMessage } from './refused-keystroke.ts';
import type { ScreenForm } from './screen-form.ts';
import { textArrival, type TextArrival } from './text-arrival.ts';
import { typedPaise, type PaiseTyped } from './typed-paise.ts';
import { useFormReads } from './use-form-reads.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NO_RULES: readonly FieldRule[] = [];

interface Refusal {
  text: string;
  /** The form's Submits when the keystroke was refused. */
  submits: number;
}

const noSubscription = () => () => undefined;

/** Filters only apply to typed text, never to checkboxes, radios, files or selects. */
function isTyped(element: EventTarget): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type);
}

const isRequiredRule = (rule: FieldRule) => rule.rule === 'required' || rule.rule === 'checked';

/** The field's current definition, following the form's definitions as the server's fields arrive. */
function useFieldDef(screenForm: ScreenForm | undefined, field: string) {
  return useSyncExternalStore(screenForm?.subscribeFields ?? noSubscription, () => {
    const fields = screenForm?.fields();
    return fields && Object.hasOwn(fields, field) ? fields[field] : undefined;
  });
}

export function useFormField(form: string, field: string): FormFieldBinding {
  const port = useContext(FormsContext);
  const screenForm = port?.forms.get(form);
  const def = useFieldDef(screenForm, field);
  // A form with server fields binds any name: the field may be one the server describes later.
  const takesAnyName = (screenForm?.def.dynamic?.length ?? 0) > 0;
  const [standalone] = useState(() =>
    screenForm && (def || takesAnyName) ? undefined : createFormControl<FieldValues>(),
  );
  const methods = standalone ?? screenForm?.methods;
  if (!methods) throw new Error('unreachable: a field always has a form control');

  useEffect(() => {
    if (port && !def && !takesAnyName) port.onUnknownField(form, field);
  }, [port, def, takesAnyName, form, field]);

  const { errors, submitCount } = useFormState({ control: methods.control, name: field });
  const message = errors[field]?.message;
  // The Submits so far, as a keystroke's handler reads them (set after each draw).
  const submits = useRef(submitCount);
  useEffect(() => {
    submits.current = submitCount;
  }, [submitCount]);

  // A `required` rule with `when` comes and goes with the values its condition reads.
  const rules = standalone ? NO_RULES : (def?.rules ?? NO_RULES);
  const conditions = useMemo(
    () => formReadsOf(rules.filter(isRequiredRule).map((rule) => rule.when)),
    [rules],
  );
  useFormReads(port?.forms, conditions);
  const applies = useCallback((rule: FieldRule) => screenForm?.ruleApplies(rule) ?? true, [screenForm]);
  const required = rules.some((rule) => isRequiredRule(rule) && applies(rule));
  // The id of the screen form's `<form>` element (form-element.ts); none outside a screen.
  const formElement = standalone ? undefined : port?.forms.elementId(form);
  // What the field says when its filter kept nothing of a keystroke (refused-keystroke.ts), and
  // after how many Submits.
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  // Paise begun by a point typed at the end of a `digits` field (typed-paise.ts).
  const paise = useRef<PaiseTyped | undefined>(undefined);

  const binding = useMemo(() => {
    const registered = methods.register(field);
    /** The text the field keeps of what the input holds now. */
    const keptOf = (typed: string, before: unknown, arrival: TextArrival): string => {
      const filtered = applyInputFilter(typed, def?.input, def?.maxLength, arrival);
      if (def?.input !== 'digits' || arrival !== 'keystroke' || typeof before !== 'string') {
        paise.current = undefined;
        return filtered;
      }
      const step = typedPaise(paise.current, before, typed, filtered);
      paise.current = step.next;
      return step.refused ?? filtered;
    };
    return {
      name: registered.name,
      ref: registered.ref,
      // Blur only marks the field touched; it hands the form its current value, not an element's.
      onBlur: () =>
        void registered.onBlur({ target: { name: field, value: methods.getValues(field) }, type: 'blur' }),
      onChange: (event: ChangeEvent<FieldElement> | CompositionEvent<FieldElement>) => {
        // Offline now: the next keystroke or Submit fetches it again (and Submit says why it cannot).
        preloadValidation().catch(() => undefined);
        const element = event.target;
        if (def && isTyped(element)) {
          const typed = element.value;
          const arrival = textArrival(event);
          const before = methods.getValues(field);
          const kept = keptOf(typed, before, arrival);
          // A word still composed keeps its text on screen (composing.ts); the form holds it filtered.
          if (kept !== typed && !isComposing(event))
            rewriteKeepingCaret(element, kept, (text) =>
              applyInputFilter(text, def.input, undefined, arrival),
            );
          // An event that brings nothing new (a browser's input after the word's commit) leaves it.
          if (def.input && typed !== before) {
            const text = refusalMessage(def, typed, kept, before, applies);
            const at = submits.current;
            // The same message after the same Submits is the state it holds: nothing is drawn.
            setRefusal((held) => {
              if (text === undefined) return undefined;
              return held?.text === text && held.submits === at ? held : { text, submits: at };
            });
          }
          // The filtered text itself: with an element, react-hook-form would read what is on screen.
          void registered.onChange({ target: { name: field, value: kept }, type: 'change' });
          return;
        }
        void registered.onChange(event);
      },
      // A value no input element holds (a picked image, a chosen option of a custom list).
      setValue: (value: unknown) =>
        void registered.onChange({ target: { name: field, value }, type: 'change' }),
      ...(def?.maxLength !== undefined ? { maxLength: def.maxLength } : {}),
      keyboard: keyboardHints(def?.input),
      ...(formElement !== undefined ? { form: formElement } : {}),
    };
  }, [methods, field, def, applies, formElement]);

  // The newer first (decision 0062, amended): a keystroke refused since the last Submit says why
  // nothing appeared, over that Submit's "Please enter the name"; a Submit after it, its own message.
  const refusedSinceSubmit = refusal !== undefined && refusal.submits === submitCount;
  const error = typeof message === 'string' && !refusedSinceSubmit ? message : refusal?.text;
  return useMemo(
    () => ({ ...binding, required, ...(error !== undefined ? { error } : {}) }),
    [binding, required, error],
  );
}
