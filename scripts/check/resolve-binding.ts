/**
 * Proves that a binding path can hold a value where it is used: its root is in scope there, and the
 * rest of it exists in what the root stands for (a data source's response, a form's fields, the
 * route's params, an `each` list's elements, a call's result...).
 */
import { SCOPE_ROOTS } from '../../renderer/expressions/scope.ts';
import type { Form } from '../../schemas/generated/screen.ts';
import type { Catalog, ScreenFile } from './catalog.ts';
import { routeParams } from './route-pattern.ts';
import { elementsOf, walkSchema, type SchemaAt } from './schema-walk.ts';
import { closest, didYouMean } from './suggest.ts';
import type { Scope } from './walk-screen.ts';
import { expectedOneOf, listOf } from './words.ts';

/** The roots the renderer gives expressions: checking against its list keeps the two in step. */
const ROOTS: readonly string[] = SCOPE_ROOTS;
const SESSION = ['phone', 'isApp', 'signedIn'];
const PLATFORM = ['os', 'isIos', 'isAndroid', 'isIosApp'];
const ERROR = ['code', 'msg', 'data'];
const FORM_STATUS = ['complete', 'dirty'];

export type Resolution =
  /** `at` is the schema of the value, when one is known. */
  { ok: true; at?: SchemaAt[]; origin?: string } | { ok: false; message: string };

export interface BindingEnv {
  screen: ScreenFile;
  catalog: Catalog;
}

const ok = (at?: SchemaAt[], origin?: string): Resolution => ({ ok: true, at, origin });
const fail = (message: string): Resolution => ({ ok: false, message });

/** Resolves the rest of a path (after `skip` segments) inside a schema, or explains what is missing. */
function inside(
  path: string,
  segments: string[],
  skip: number,
  start: SchemaAt[],
  origin: string,
): Resolution {
  const walk = walkSchema(start, segments.slice(skip));
  if (walk.kind === 'open') return ok(undefined, origin);
  if (walk.kind === 'found') return ok(walk.at, origin);
  const failing = skip + walk.index;
  const wrong = segments[failing]!;
  const match = walk.why === undefined ? closest(wrong, walk.candidates) : undefined;
  const prefix = segments.slice(0, failing).join('.');
  let hint: string;
  if (match !== undefined) {
    hint = ` Did you mean "${[...segments.slice(0, failing), match, ...segments.slice(failing + 1)].join('.')}"?`;
  } else if (walk.why !== undefined) {
    hint = ` "${prefix}" has no "${wrong}": ${walk.why}.${walk.why.endsWith('has no parts') ? ` Bind "${prefix}" itself.` : ''}`;
  } else {
    hint = ` At "${prefix}" there is: ${listOf(walk.candidates)}.`;
  }
  return fail(`the binding "${path}" does not exist in ${origin}.${hint}`);
}

/** Only the named keys exist under a root (`segments[0]`, or `prefix` when given), and nothing below them. */
function fixedKeys(
  path: string,
  segments: string[],
  keys: string[],
  what: string,
  prefix = segments[0],
): Resolution {
  const key = segments[1];
  if (key === undefined) return ok();
  if (!keys.includes(key))
    return fail(
      `the binding "${path}" does not exist: ${what} has no "${key}".${expectedOneOf(keys.map((k) => `${prefix}.${k}`))}${didYouMean(key, keys, (k) => `${prefix}.${k}`)}`,
    );
  if (segments.length > 2)
    return fail(
      `the binding "${path}" does not exist: "${prefix}.${key}" is a single value, it has no parts. Bind "${prefix}.${key}" itself.`,
    );
  return ok();
}

function dataBinding(path: string, segments: string[], env: BindingEnv): Resolution {
  const sources = env.screen.doc.data ?? {};
  const name = segments[1];
  if (name === undefined)
    return fail(
      `"data" alone is not a value. Expected "data.<source>", one of: ${listOf(Object.keys(sources))}.`,
    );
  const source = sources[name];
  if (!source) {
    const names = Object.keys(sources);
    const known =
      names.length === 0
        ? ' This screen declares no data sources in "data".'
        : expectedOneOf(names.map((n) => `data.${n}`));
    return fail(
      `the binding "${path}" reads the data source "${name}", which is not declared in "data".${known}${didYouMean(name, names, (n) => `data.${n}`)}`,
    );
  }
  // An unknown endpoint is reported by the data source check.
  return inResponse(path, segments, 2, env, source.endpoint);
}

/** Resolves the segments from `from` on inside the response of an endpoint. */
function inResponse(
  path: string,
  segments: string[],
  from: number,
  env: BindingEnv,
  endpointId: string,
): Resolution {
  const endpoint = env.catalog.endpoints.get(endpointId);
  if (!endpoint) return ok();
  const response = endpoint.parts.response;
  if (response === undefined) {
    return segments.length > from
      ? fail(`the binding "${path}" does not exist: ${endpoint.id} declares no response.`)
      : ok();
  }
  return inside(
    path,
    segments,
    from,
    [{ schema: response, document: endpoint.document }],
    `the response of ${endpoint.id}`,
  );
}

/** The form a `form.<id>` or `formStatus.<id>` binding names, or why it is not declared. */
function declaredForm(path: string, root: string, formId: string, env: BindingEnv): Form | Resolution {
  const forms = env.screen.doc.forms ?? {};
  const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (form) return form;
  const formNames = Object.keys(forms);
  const known =
    formNames.length === 0
      ? ' This screen declares no forms in "forms".'
      : expectedOneOf(formNames.map((n) => `${root}.${n}`));
  return fail(
    `the binding "${path}" reads the form "${formId}", which is not declared in "forms".${known}${didYouMean(formId, formNames, (n) => `${root}.${n}`)}`,
  );
}

function isResolution(value: Form | Resolution): value is Resolution {
  return 'ok' in value;
}

function formBinding(path: string, segments: string[], env: BindingEnv): Resolution {
  const [, formId, field, ...deeper] = segments;
  if (formId === undefined) return ok();
  const form = declaredForm(path, 'form', formId, env);
  if (isResolution(form)) return form;
  if (field === undefined) return ok();
  const fields = Object.keys(form.fields);
  // The server names the fields of a form with dynamic groups: any name may come.
  const serverNamed = (form.dynamic?.length ?? 0) > 0;
  if (!fields.includes(field) && !serverNamed) {
    return fail(
      `the binding "${path}" does not exist: the form "${formId}" has no field "${field}".${expectedOneOf(fields)}${didYouMean(field, fields, (f) => `form.${formId}.${f}`)}`,
    );
  }
  if (deeper.length > 0)
    return fail(
      `the binding "${path}" does not exist: "form.${formId}.${field}" is a single value, it has no parts. Bind "form.${formId}.${field}" itself.`,
    );
  return ok();
}

function formStatusBinding(path: string, segments: string[], env: BindingEnv): Resolution {
  const formId = segments[1];
  if (formId === undefined) return ok();
  const form = declaredForm(path, 'formStatus', formId, env);
  if (isResolution(form)) return form;
  const what = `the status of the form "${formId}"`;
  return fixedKeys(path, segments.slice(1), FORM_STATUS, what, `formStatus.${formId}`);
}

function stateBinding(path: string, segments: string[], env: BindingEnv): Resolution {
  const keys = Object.keys(env.screen.doc.state ?? {});
  const key = segments[1];
  if (key === undefined || keys.includes(key)) return ok();
  const known =
    keys.length === 0
      ? ' This screen declares no state in "state".'
      : expectedOneOf(keys.map((k) => `state.${k}`));
  return fail(
    `the binding "${path}" reads the state key "${key}", which is not declared in "state".${known}${didYouMean(key, keys, (k) => `state.${k}`)}`,
  );
}

function routeBinding(path: string, segments: string[], env: BindingEnv): Resolution {
  const [, part, name, ...deeper] = segments;
  if (part === undefined) return ok();
  if (part === 'query')
    return deeper.length > 0
      ? fail(
          `the binding "${path}" does not exist: a query parameter is a single text, it has no parts. Bind "route.query.${name}" itself.`,
        )
      : ok();
  if (part !== 'params')
    return fail(
      `the binding "${path}" does not exist: the route has no "${part}". Expected route.params.<name> or route.query.<name>.`,
    );
  const route = env.screen.doc.route;
  if (!route)
    return fail(
      `the binding "${path}" reads a route parameter, but this screen has no route. Add "route": { "path": "/.../:${name ?? 'name'}" } or bind something else.`,
    );
  const params = routeParams(route.path);
  if (name === undefined) return ok();
  if (!params.includes(name)) {
    const known =
      params.length === 0 ? ' It has no parameters.' : expectedOneOf(params.map((p) => `route.params.${p}`));
    return fail(
      `the binding "${path}" does not exist: the route ${route.path} has no parameter "${name}".${known}${didYouMean(name, params, (p) => `route.params.${p}`)}`,
    );
  }
  return deeper.length > 0
    ? fail(
        `the binding "${path}" does not exist: a route parameter is a single text, it has no parts. Bind "route.params.${name}" itself.`,
      )
    : ok();
}

/** What an `each` list's elements look like, when the list's schema is known. */
function itemBinding(path: string, segments: string[], scope: Scope, env: BindingEnv): Resolution {
  const frame = scope.eaches[scope.eaches.length - 1];
  if (!frame)
    return fail(
      `"${segments[0]}" is only available inside a node with "each" (and its children); the binding "${path}" is outside one. Move this node into the one with "each", or bind the list's element by its number (e.g. "data.orders.list.0.name").`,
    );
  if (segments[0] === 'index')
    return segments.length > 1
      ? fail(
          `the binding "${path}" does not exist: "index" is a number, it has no parts. Bind "index" itself.`,
        )
      : ok();
  const list = bindingOf(frame.value);
  if (list === undefined) return ok();
  const resolved = resolveBinding(list, frame.scope, env);
  if (!resolved.ok || !resolved.at) return ok(); // the each's own binding is reported where it is
  const elements = elementsOf(resolved.at);
  if (elements.kind !== 'found') return ok();
  return inside(
    path,
    segments,
    1,
    elements.at,
    `the elements of "${list}" (${resolved.origin ?? 'the list'})`,
  );
}

function resultBinding(path: string, segments: string[], scope: Scope, env: BindingEnv): Resolution {
  if (!scope.success)
    return fail(
      `"result" is only available inside the onSuccess of a call; the binding "${path}" is outside one. Move the action into that call's onSuccess, or keep the value there with a setState action and bind "state.<key>".`,
    );
  return inResponse(path, segments, 1, env, scope.success.endpoint);
}

/** The path of a `{"$bind": path}` expression. */
export function bindingOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const path = (value as Record<string, unknown>).$bind;
  return typeof path === 'string' && Object.keys(value).length === 1 ? path : undefined;
}

export function resolveBinding(path: string, scope: Scope, env: BindingEnv): Resolution {
  const segments = path.split('.');
  const root = segments[0]!;
  switch (root) {
    case 'data':
      return dataBinding(path, segments, env);
    case 'form':
      return formBinding(path, segments, env);
    case 'formStatus':
      return formStatusBinding(path, segments, env);
    case 'state':
      return stateBinding(path, segments, env);
    case 'route':
      return routeBinding(path, segments, env);
    case 'item':
    case 'index':
      return itemBinding(path, segments, scope, env);
    case 'result':
      return resultBinding(path, segments, scope, env);
    case 'error':
      if (!scope.failure)
        return fail(
          `"error" is only available inside the onError of a call; the binding "${path}" is outside one. Move the action into that call's onError.`,
        );
      // `error.data` is the failure's data as the server sent it (e.g. errorColumn): not described.
      if (segments[1] === 'data') return ok();
      return fixedKeys(path, segments, ERROR, 'a call error');
    case 'session':
      return fixedKeys(path, segments, SESSION, 'the session');
    case 'platform':
      return fixedKeys(path, segments, PLATFORM, 'the platform');
    default:
      return fail(
        `the binding "${path}" starts with "${root}", which is not a known scope.${expectedOneOf(ROOTS)}${didYouMean(root, ROOTS)}`,
      );
  }
}
