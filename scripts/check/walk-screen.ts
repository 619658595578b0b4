/**
 * Visits every widget node, action and expression slot of a screen (already valid against the
 * meta-schema: data sources' query, params and `when`, forms' dynamic groups and rule conditions,
 * the body and the dialogs) with the scope each is evaluated in: the `each` lists around it (for `item`), the call
 * whose onSuccess encloses it (for `result`) and the call whose onError encloses it (for `error`).
 */
import type { Action, ActionSlot, Screen, WidgetNode } from '../../schemas/generated/screen.ts';
import { pointerJoin } from './json-pointer.ts';

export interface CallFrame {
  endpoint: string;
  pointer: string;
}

export interface EachFrame {
  /** The node's `each` expression. */
  value: unknown;
  pointer: string;
  /** The scope the `each` expression itself is evaluated in. */
  scope: Scope;
}

export interface Scope {
  eaches: EachFrame[];
  success?: CallFrame;
  failure?: CallFrame;
}

export interface ScreenVisitor {
  node?(node: WidgetNode, pointer: string, scope: Scope): void;
  action?(action: Action, pointer: string, scope: Scope): void;
  expression?(value: unknown, pointer: string, scope: Scope): void;
}

const ROOT_SCOPE: Scope = { eaches: [] };

export const EVENT_KEY = /^on[A-Z][A-Za-z]*$/;

export function walkScreen(screen: Screen, visitor: ScreenVisitor): void {
  const expression = (value: unknown, pointer: string, scope: Scope) => {
    if (value !== undefined) visitor.expression?.(value, pointer, scope);
  };
  const expressionMap = (map: Record<string, unknown> | undefined, pointer: string, scope: Scope) => {
    for (const [key, value] of Object.entries(map ?? {})) expression(value, pointerJoin(pointer, key), scope);
  };

  const slot = (actions: ActionSlot | undefined, pointer: string, scope: Scope) => {
    if (actions === undefined) return;
    if (Array.isArray(actions)) actions.forEach((a, i) => action(a, pointerJoin(pointer, i), scope));
    else action(actions, pointer, scope);
  };

  const action = (a: Action, pointer: string, scope: Scope) => {
    visitor.action?.(a, pointer, scope);
    const at = (key: string) => pointerJoin(pointer, key);
    switch (a.action) {
      case 'navigate':
        expression(a.to, at('to'), scope);
        expressionMap(a.query, at('query'), scope);
        break;
      case 'call': {
        expressionMap(a.query, at('query'), scope);
        expressionMap(a.params, at('params'), scope);
        expression(a.body, at('body'), scope);
        const frame = { endpoint: a.endpoint, pointer };
        slot(a.onSuccess, at('onSuccess'), { ...scope, success: frame });
        slot(a.onError, at('onError'), { ...scope, failure: frame });
        break;
      }
      case 'submit':
        slot(a.onValid, at('onValid'), scope);
        break;
      case 'toast':
        expression(a.text, at('text'), scope);
        break;
      case 'redirect':
        expression(a.url, at('url'), scope);
        expression(a.callbackUrl, at('callbackUrl'), scope);
        break;
      case 'setState':
      case 'setField':
        expression(a.value, at('value'), scope);
        break;
      case 'countdown':
        expression(a.seconds, at('seconds'), scope);
        break;
      case 'signIn':
        expression(a.token, at('token'), scope);
        expression(a.phone, at('phone'), scope);
        expression(a.isApp, at('isApp'), scope);
        break;
      case 'copy':
        expression(a.text, at('text'), scope);
        expression(a.toast, at('toast'), scope);
        break;
      case 'track':
        expression(a.page, at('page'), scope);
        expression(a.value, at('value'), scope);
        break;
      case 'poll':
        expression(a.until, at('until'), scope);
        break;
      case 'sequence':
        a.steps.forEach((step, i) => action(step, pointerJoin(pointer, 'steps', i), scope));
        break;
      case 'if':
        expression(a.condition, at('condition'), scope);
        slot(a.then, at('then'), scope);
        slot(a.else, at('else'), scope);
        break;
      default:
        // back, openDialog, closeDialog, refresh, signOut, bridge, delay: no expressions inside.
        break;
    }
  };

  const node = (n: WidgetNode, pointer: string, outer: Scope) => {
    let scope = outer;
    if (n.each !== undefined) {
      expression(n.each, pointerJoin(pointer, 'each'), outer);
      scope = {
        ...outer,
        eaches: [...outer.eaches, { value: n.each, pointer: pointerJoin(pointer, 'each'), scope: outer }],
      };
    }
    visitor.node?.(n, pointer, scope);
    expression(n.visible, pointerJoin(pointer, 'visible'), scope);
    expressionMap(n.props, pointerJoin(pointer, 'props'), scope);
    for (const [key, value] of Object.entries(n)) {
      if (EVENT_KEY.test(key)) slot(value as ActionSlot, pointerJoin(pointer, key), scope);
    }
    nodes(n.children, pointerJoin(pointer, 'children'), scope);
    if (typeof n.fallback === 'object') node(n.fallback, pointerJoin(pointer, 'fallback'), scope);
  };

  const nodes = (list: WidgetNode[] | undefined, pointer: string, scope: Scope) => {
    list?.forEach((n, i) => node(n, pointerJoin(pointer, i), scope));
  };

  for (const [name, source] of Object.entries(screen.data ?? {})) {
    expressionMap(source.query, pointerJoin('/data', name, 'query'), ROOT_SCOPE);
    expressionMap(source.params, pointerJoin('/data', name, 'params'), ROOT_SCOPE);
    expression(source.when, pointerJoin('/data', name, 'when'), ROOT_SCOPE);
  }
  for (const [id, form] of Object.entries(screen.forms ?? {})) {
    form.dynamic?.forEach((group, i) => {
      expression(group.fields, pointerJoin('/forms', id, 'dynamic', i, 'fields'), ROOT_SCOPE);
      expression(group.optionalWhen, pointerJoin('/forms', id, 'dynamic', i, 'optionalWhen'), ROOT_SCOPE);
    });
    for (const [field, definition] of Object.entries(form.fields)) {
      definition.rules?.forEach((rule, i) =>
        expression(rule.when, pointerJoin('/forms', id, 'fields', field, 'rules', i, 'when'), ROOT_SCOPE),
      );
    }
  }
  slot(screen.onEnter, '/onEnter', ROOT_SCOPE);
  if (screen.back) {
    expression(screen.back.when, '/back/when', ROOT_SCOPE);
    slot(screen.back.do, '/back/do', ROOT_SCOPE);
  }
  nodes(screen.body, '/body', ROOT_SCOPE);
  for (const [id, dialog] of Object.entries(screen.dialogs ?? {})) {
    expression(dialog.title, pointerJoin('/dialogs', id, 'title'), ROOT_SCOPE);
    nodes(dialog.body, pointerJoin('/dialogs', id, 'body'), ROOT_SCOPE);
    nodes(dialog.actions, pointerJoin('/dialogs', id, 'actions'), ROOT_SCOPE);
  }
}
