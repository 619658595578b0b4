/**
 * The TypeScript shape of a screen document, format 1 (docs/screen-format.md is the contract; the
 * meta-schema in schemas/meta/ validates the files). Written by hand so the renderer does not depend on
 * generated code; keep it in step with the document when the format changes.
 */

/**
 * Any JSON value read by `renderer/expressions/`: a literal, a `{{path}}` template string, or an
 * object with exactly one `$` key (`$bind`, `$eq`, `$fn`, ...). Typed loosely on purpose: screens
 * come from JSON files and the meta-schema, not from TypeScript.
 */
export type Expression = unknown;

/** An object of expressions (query, path parameters, request body). */
export type ExpressionMap = Record<string, Expression>;

export interface ScreenDocument {
  $schema?: string;
  /** `^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$`, equals the file name. */
  id: string;
  /** The format version the file is written against. */
  format: number;
  /** Content version, bumped on every edit (part of the ETag). */
  version: number;
  /** Absent for a fragment drawn by the app shell (e.g. `overlay.feedback`). */
  route?: ScreenRoute;
  data?: Record<string, DataSourceDef>;
  /** Initial values of `state.*`. */
  state?: Record<string, unknown>;
  forms?: Record<string, FormDef>;
  dialogs?: Record<string, DialogDef>;
  /** Run once after the data sources have loaded. */
  onEnter?: ActionSlot;
  /** While `when` holds, Back runs `do` instead of leaving the screen (a screen of steps). */
  back?: BackDef;
  body: WidgetNode[];
}

export interface ScreenRoute {
  /** Route pattern, e.g. `/orders/:id/detail` (`:name?` optional, `*` the rest; src/router/match-route.ts). */
  path: string;
  title?: string;
  background?: string;
  /** `true` (the default) sends visitors without a token to `/login?redirect={path}`. */
  auth?: boolean;
}

export interface DataSourceDef {
  /** Endpoint id from `schemas/api/endpoints/`. */
  endpoint: string;
  query?: ExpressionMap;
  /** Path parameters. */
  params?: ExpressionMap;
  /** Loaded only by a `refresh` action, never on enter. */
  lazy?: boolean;
  /**
   * Loaded only while truthy (`data.<name>` is undefined otherwise). A source whose `query`,
   * `params` or `when` read `form.*` or `state.*` reloads when those values change (e.g. the
   * districts of the chosen state).
   */
  when?: Expression;
}

export type EventName = `on${string}`;

export interface WidgetNode {
  type: string;
  props?: ExpressionMap;
  visible?: Expression;
  each?: Expression;
  children?: WidgetNode[];
  /** Drawn instead when `type` is not in the registry; `"drop"` (the default) draws nothing. */
  fallback?: WidgetNode | 'drop';
  /** `onPress`, `onChange`, ...: the actions run when the widget fires the event. */
  [event: EventName]: ActionSlot | undefined;
}

export interface BackDef {
  when: Expression;
  do: ActionSlot;
}

export interface DialogDef {
  title?: Expression;
  body: WidgetNode[];
  actions?: WidgetNode[];
}

/* ---------- forms ---------- */

export type InputFilter = 'digits' | 'alnum' | 'upperAlnum' | 'lowerName';

export interface FormDef {
  fields: Record<string, FieldDef>;
  /**
   * Fields described by the server (spec §3 "Dynamic form field": key, value, label, dataType,
   * checkType, checkReq, lengthLimitMax, dictionaryVoList), added to `fields` when the data has
   * loaded. One entry per group (work info: `cannotHidden`, then `canHidden`).
   */
  dynamic?: DynamicFieldGroup[];
  /**
   * Keeps what the borrower typed in the tab while they are away, and puts it back when the form is
   * drawn again (form-draft.ts, decision 0090).
   */
  draft?: boolean;
}

export interface DynamicFieldGroup {
  /** An expression giving the server's field definitions. */
  fields: Expression;
  /** While truthy, the group's required rules do not apply (work info when workState is 3). */
  optionalWhen?: Expression;
}

/** How `FormFields` draws a field. */
export type FieldControl = 'text' | 'number' | 'select' | 'date' | 'email';

export interface FieldOption {
  label: string;
  value: string;
}

/** Options named by a key of the `FormFields` widget's `optionLists` prop (e.g. states). */
export interface FieldOptionsRef {
  ref: string;
}

export interface FieldDef {
  default?: unknown;
  input?: InputFilter;
  maxLength?: number;
  rules?: FieldRule[];
  /** Caption above the input (the server's `key`). */
  label?: string;
  /** Placeholder (the server's `label`). */
  placeholder?: string;
  control?: FieldControl;
  options?: FieldOption[] | FieldOptionsRef;
  /** Index of the dynamic group the field came from. */
  group?: number;
  /** `false`: never kept in the form's draft. */
  draft?: false;
}

interface RuleBase {
  message: string;
  /** The rule applies only while this expression is truthy (form values in scope). */
  when?: Expression;
}

export type FieldRule =
  | (RuleBase & { rule: 'required' | 'checked' | 'phone' | 'aadhaar' | 'pan' | 'ifsc' })
  | (RuleBase & { rule: 'length' | 'minLength' | 'maxLength'; value: number })
  | (RuleBase & { rule: 'pattern'; value: string })
  | (RuleBase & { rule: 'equalsField'; field: string });

export type RuleName = FieldRule['rule'];

/* ---------- actions ---------- */

/** An action slot takes one action or a list run in order. */
export type ActionSlot = ActionDef | ActionDef[];

export interface NavigateAction {
  action: 'navigate';
  /** A route path, literal or expression. */
  to: Expression;
  query?: ExpressionMap;
  replace?: boolean;
}
export interface BackAction {
  action: 'back';
}
export interface CallAction {
  action: 'call';
  endpoint: string;
  query?: ExpressionMap;
  params?: ExpressionMap;
  /** An object of expressions, or one expression giving the whole body (e.g. `{"$bind": "form.login"}`). */
  body?: ExpressionMap | Expression;
  /** Headers the endpoint's contract names besides the common ones, sent as text. */
  headers?: ExpressionMap;
  onSuccess?: ActionSlot;
  onError?: ActionSlot;
  /** Whether the global loader shows while the call is in flight (default true). */
  loader?: boolean;
}
export interface SubmitAction {
  action: 'submit';
  form: string;
  onValid?: ActionSlot;
}
export interface OpenDialogAction {
  action: 'openDialog';
  dialog: string;
}
export interface CloseDialogAction {
  action: 'closeDialog';
  dialog?: string;
}
export interface ToastAction {
  action: 'toast';
  text: Expression;
}
export interface RedirectAction {
  action: 'redirect';
  url: Expression;
  callbackParam?: string;
  callbackUrl?: Expression;
}
export interface SetStateAction {
  action: 'setState';
  key: string;
  value: Expression;
}
/** Puts a value into a form field as if the borrower had entered it (e.g. what OCR read from a card). */
export interface SetFieldAction {
  action: 'setField';
  form: string;
  field: string;
  value: Expression;
}
/** Puts a form back as first drawn (defaults, no errors), e.g. after what it sent was saved. */
export interface ResetFormAction {
  action: 'resetForm';
  form: string;
}
export interface CountdownAction {
  action: 'countdown';
  key: string;
  seconds: Expression;
}
export interface RefreshAction {
  action: 'refresh';
  source: string;
}
export interface SignInAction {
  action: 'signIn';
  token: Expression;
  phone?: Expression;
  isApp?: Expression;
}
export interface SignOutAction {
  action: 'signOut';
}
export interface BridgeAction {
  action: 'bridge';
  message: 'openStoreReview' | 'finish';
}
export interface CopyAction {
  action: 'copy';
  text: Expression;
  /** Shown after a successful copy. */
  toast?: Expression;
}
export interface TrackAction {
  action: 'track';
  behavior: 'enter' | 'click';
  /** Defaults to the screen id. */
  page?: Expression;
  value?: Expression;
}
export interface DelayAction {
  action: 'delay';
  ms: number;
}
export interface PollAction {
  action: 'poll';
  source: string;
  everyMs: number;
  times: number;
  until?: Expression;
}
export interface SequenceAction {
  action: 'sequence';
  steps: ActionDef[];
}
export interface IfAction {
  action: 'if';
  condition: Expression;
  then?: ActionSlot;
  else?: ActionSlot;
}

export type ActionDef =
  | NavigateAction
  | BackAction
  | CallAction
  | SubmitAction
  | OpenDialogAction
  | CloseDialogAction
  | ToastAction
  | RedirectAction
  | SetStateAction
  | SetFieldAction
  | ResetFormAction
  | CountdownAction
  | RefreshAction
  | SignInAction
  | SignOutAction
  | BridgeAction
  | CopyAction
  | TrackAction
  | DelayAction
  | PollAction
  | SequenceAction
  | IfAction;

export type ActionKind = ActionDef['action'];
