/**
 * Everything one drawn screen needs outside React: its store, forms, data sources, countdowns and
 * the action runner's context. Created once per screen visit; `enter()` loads the data sources and
 * then runs `onEnter`, `leave()` stops whatever is still running (lists, countdowns, delays), lets
 * go of the global loader (visit-holds.ts) and keeps the forms' drafts, as the page going out of
 * sight does.
 */
import type { ActionContext, Outcome } from '../actions/action-context.ts';
import { runActions } from '../actions/run-actions.ts';
import { createDataSources, type DataSources } from '../data/data-sources.ts';
import type { HeadStart } from '../data/head-start.ts';
import type { ActionSlot, ScreenDocument } from '../document/types.ts';
import { evaluate } from '../expressions/evaluate.ts';
import type { ExpressionProblem, Scope } from '../expressions/scope.ts';
import type { FeedbackStore } from '../feedback/feedback-store.ts';
import { createDynamicFieldsSync } from '../forms/dynamic-fields.ts';
import { formStatusScope, formValuesScope } from '../forms/form-scope.ts';
import { screenDrafts } from '../forms/form-draft.ts';
import { createScreenForms, type ScreenForms } from '../forms/screen-forms.ts';
import type { RendererServices } from '../services-api.ts';
import type { WidgetDefinition, WidgetRegistry } from '../widget-api.ts';
import { createCountdowns } from './countdowns.ts';
import { onPageShownAgain } from './page-shown-again.ts';
import { createVisitHolds } from './visit-holds.ts';
import { createDelays } from './delays.ts';
import { automaticEnterEvent, tracksOwnEnter } from './enter-tracking.ts';
import type { RouteValues } from './route-values.ts';
import { onPageHide } from './page-hide.ts';
import { createScreenStore, type ScreenSnapshot, type ScreenStore } from './screen-store.ts';
import { watchFollowedValues } from './watch-followed.ts';

/**
 * Away this long, the screen's data may no longer be true: a payment window is minutes long, and
 * a day's charge comes at midnight. Shorter, reading the SMS with the code, nothing is read again.
 */
export const DATA_STALE_AFTER_MS = 60_000;

export interface ScreenRuntime {
  document: ScreenDocument;
  /** The registered widget of a node type, or undefined for a type the app does not know. */
  widget(type: string): WidgetDefinition<unknown> | undefined;
  store: ScreenStore;
  forms: ScreenForms;
  data: DataSources;
  /** The scope of a snapshot plus local roots (`item`, `index`). */
  scopeOf(snapshot: ScreenSnapshot, locals?: Scope): Scope;
  /** Evaluates an expression of the document at `pointer`, reporting defects once. */
  evaluate(expression: unknown, scope: Scope, pointer: string): unknown;
  /** Runs actions with the latest scope plus `locals`. */
  run(slot: ActionSlot | undefined, locals?: Scope): Promise<Outcome>;
  /** Reports a defect to `services.report`, once per kind and detail. */
  report(kind: string, detail: Record<string, unknown>): void;
  /** Loads again, with the loader, every source that has no value for want of an answer. */
  loadAgain(): void;
  enter(): void;
  leave(): void;
}

interface RuntimeOptions {
  document: ScreenDocument;
  registry: WidgetRegistry;
  route: RouteValues;
  services: RendererServices;
  feedback: FeedbackStore;
  /** The visit's data calls made before it was drawn, whose answers its sources take. */
  headStart?: HeadStart;
}

export function createScreenRuntime({
  document,
  registry,
  route,
  services,
  feedback,
  headStart,
}: RuntimeOptions): ScreenRuntime {
  const store = createScreenStore(document.state);
  // Only a screen with a form that keeps a draft listens for the page going away.
  const drafts =
    services.drafts && Object.values(document.forms ?? {}).some((def) => def.draft === true)
      ? screenDrafts(services.drafts, document.id, route.params)
      : undefined;
  const forms = createScreenForms(document.forms, {
    // A rule's `when` reads the screen as it is now, with `form.<id>` the values being validated.
    whenHolds: (id, when, values) =>
      Boolean(
        evaluate(when, { ...scopeOf(store.get()), form: form.with(id, values) }, (problem) =>
          report('expression.invalid', { form: id, message: problem.message }),
        ),
      ),
    ...(drafts ? { drafts } : {}),
  });
  const form = formValuesScope(forms);
  const formStatus = formStatusScope(forms);
  const countdowns = createCountdowns((key, value) => store.setState(key, value));
  const delays = createDelays();
  const holds = createVisitHolds(feedback.beginBusy);
  const reported = new Set<string>();
  let alive = false;
  let entered = false;
  let stopWatching: () => void = () => undefined;
  let stopHideWatch: () => void = () => undefined;
  let stopShowWatch: () => void = () => undefined;

  const report = (kind: string, detail: Record<string, unknown>) => {
    const key = `${kind} ${JSON.stringify(detail)}`;
    if (reported.has(key)) return;
    reported.add(key);
    try {
      services.report({ kind, detail: { screen: document.id, ...detail } });
    } catch {
      // Reporting must never break the screen it reports on.
    }
  };

  const scopeOf = (snapshot: ScreenSnapshot, locals?: Scope): Scope => ({
    data: snapshot.data,
    state: snapshot.state,
    route,
    form,
    formStatus,
    session: services.session.get(),
    platform: services.platform,
    ...locals,
  });

  const data = createDataSources({
    sources: document.data,
    services,
    scope: () => scopeOf(store.get()),
    setData: store.setData,
    setUnloaded: store.setUnloaded,
    beginBusy: holds.beginBusy,
    toast: feedback.toast,
    report,
    headStart,
  });

  // One sink for every evaluation, reported after it: a sink made per call would be a function
  // allocated for each of a screen's expressions on every render.
  const problems: ExpressionProblem[] = [];
  const collect = (problem: ExpressionProblem) => void problems.push(problem);
  const evaluateAt = (expression: unknown, scope: Scope, pointer: string) => {
    const value = evaluate(expression, scope, collect);
    if (problems.length > 0)
      for (const problem of problems.splice(0))
        report('expression.invalid', { pointer, message: problem.message });
    return value;
  };

  const syncDynamicFields = createDynamicFieldsSync({
    forms,
    evaluate: (expression, pointer) => evaluateAt(expression, scopeOf(store.get()), pointer),
    report,
  });

  const context = (locals?: Scope): ActionContext => ({
    services,
    page: document.id,
    scope: () => scopeOf(store.get(), locals),
    report,
    setState: store.setState,
    startCountdown: countdowns.start,
    refresh: data.refresh,
    openDialog: (id) => {
      if (document.dialogs && Object.hasOwn(document.dialogs, id)) store.openDialog(id);
      else report('dialog.unknown', { dialog: id });
    },
    closeDialog: store.closeDialog,
    submit: async (id) => {
      if (!forms.get(id)) report('form.unknown', { form: id });
      return forms.submit(id);
    },
    submitted: forms.submitted,
    resetForm: (id) => {
      const target = forms.get(id);
      if (!target) report('form.unknown', { form: id });
      target?.reset();
      return target !== undefined;
    },
    setField: (id, field, value) => {
      const target = forms.get(id);
      if (!target) report('form.unknown', { form: id });
      else if (!target.setFieldValue(field, value)) report('field.unknown', { form: id, field });
      else return true;
      return false;
    },
    markRefused: (id, refusals) => forms.get(id)?.markRefused(refusals),
    toast: feedback.toast,
    beginBusy: holds.beginBusy,
    delay: delays.wait,
    alive: () => alive,
    origin: globalThis.location?.origin ?? '',
  });

  // No context is made for an empty slot (most screens have no onEnter).
  const run = (slot: ActionSlot | undefined, locals?: Scope) =>
    slot === undefined ? Promise.resolve<Outcome>('continue') : runActions(slot, context(locals));

  const start = async () => {
    await data.loadAll();
    // The server's fields join their forms before the body is drawn, with their saved values.
    syncDynamicFields();
    if (alive) {
      stopWatching = watchFollowedValues({ store, forms, data, onStoreChange: syncDynamicFields });
      data.follow();
    }
    store.markReady();
    if (!alive) return;
    if (document.route && !tracksOwnEnter(document.onEnter)) {
      try {
        services.track(automaticEnterEvent(document.id, route));
      } catch (error) {
        report('track.threw', { message: String(error) });
      }
    }
    await run(document.onEnter);
  };

  return {
    document,
    widget: (type) => (Object.hasOwn(registry, type) ? registry[type] : undefined),
    store,
    forms,
    data,
    scopeOf,
    evaluate: evaluateAt,
    run,
    report,
    loadAgain: () => {
      for (const name of Object.keys(store.get().unloaded)) void data.refresh(name);
    },
    enter: () => {
      alive = true;
      if (drafts) stopHideWatch = onPageHide(forms.keepDrafts);
      // Back after a while (a phone in a pocket), the screen reads its data again before it is
      // acted on: an order gone overdue meanwhile was shown, and its repayment quoted, as it was.
      stopShowWatch = onPageShownAgain(DATA_STALE_AFTER_MS, () => void data.loadAll());
      // Once per visit, even when React mounts the screen twice (StrictMode in development).
      if (entered) return;
      entered = true;
      void start();
    },
    leave: () => {
      alive = false;
      stopHideWatch();
      stopShowWatch();
      forms.keepDrafts();
      stopWatching();
      countdowns.stopAll();
      delays.endAll();
      holds.releaseAll();
    },
  };
}
