/**
 * Everything an action may touch, handed to the runner by the screen (dependency inversion: the
 * runner knows no React, store or form library, so it is tested with plain objects).
 */
import type { Scope } from '../expressions/scope.ts';
import type { FieldRefusal } from '../forms/field-refusals.ts';
import type { SubmitOutcome } from '../forms/screen-forms.ts';
import type { RendererServices } from '../services-api.ts';

export interface ActionContext {
  services: RendererServices;
  /** The screen id: the default `page` of `track`. */
  page: string;
  /** The scope as it is now (latest data, state, form values, session; `result`/`error` layers). */
  scope(): Scope;
  /** A defect in the screen (bad expression, unknown action): reported, never thrown. */
  report(kind: string, detail: Record<string, unknown>): void;
  setState(key: string, value: unknown): void;
  /** Sets `state.<key>` to `seconds` and counts it down to 0 once a second. */
  startCountdown(key: string, seconds: number): void;
  /** Reloads a data source; false when it failed (the failure was already shown). */
  refresh(source: string, options?: { loader?: boolean }): Promise<boolean>;
  openDialog(id: string): void;
  closeDialog(id?: string): void;
  submit(form: string): Promise<SubmitOutcome>;
  /**
   * How sending a valid form's values ended: `through` drops its draft, otherwise (refused, no
   * answer) the form keeps it again (form-draft.ts).
   */
  submitted(form: string, through: boolean): void;
  /**
   * Puts `value` into a form field as typed input would (filter and maxLength applied); false when
   * the form or field does not exist (reported by the screen).
   */
  setField(form: string, field: string, value: unknown): boolean;
  /** Puts a form back as first drawn; false when the form does not exist (reported by the screen). */
  resetForm(form: string): boolean;
  /**
   * Set by `submit` for its `onValid`: told of each call there that fails (refused or no answer,
   * whether or not its `onError` takes it), with the fields a refusal names.
   */
  onCallFailed?: (refusals: readonly FieldRefusal[]) => void;
  /** Shows a server's refusal of named fields on them and focuses the first (screen-form.ts). */
  markRefused(form: string, refusals: readonly FieldRefusal[]): void;
  toast(text: string): void;
  /** Shows the global loader until the returned function is called. */
  beginBusy(): () => void;
  delay(ms: number): Promise<void>;
  /** False once the screen is gone: pending lists stop there. */
  alive(): boolean;
  /** The page origin, to make a relative payment callback URL absolute. */
  origin: string;
}

/** `continue` runs the next action of the list, `stop` ends the list and every list around it. */
export type Outcome = 'continue' | 'stop';

/** A context whose scope carries extra roots (`result` in onSuccess, `error` in onError). */
export function withLayer(ctx: ActionContext, layer: Readonly<Record<string, unknown>>): ActionContext {
  return { ...ctx, scope: () => ({ ...ctx.scope(), ...layer }) };
}
