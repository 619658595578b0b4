/**
 * Compile-time proof that the renderer's hand-written document types (types.ts, shaped for the
 * renderer: template-literal event keys, loose expressions) accept what the meta-schema accepts, as
 * described by the types generated from it. If the format grows and types.ts is not kept in step,
 * `npm run typecheck` fails here. Nothing in this file runs.
 *
 * Widget nodes (and so whole screens) are left out: the generator folds a node's `on<Event>`
 * pattern properties into one loose index signature that no precise type can accept; the node
 * structure is held by the meta-schema and the renderer's tests instead.
 */
import type * as Generated from '../../schemas/generated/screen.ts';
import type { ActionDef, DataSourceDef, FieldDef, FieldRule, FormDef, ScreenRoute } from './types.ts';

type Accepts<From, To> = (value: From) => To;

export const acceptsWhatTheSchemaAccepts: [
  Accepts<Generated.Action, ActionDef>,
  Accepts<Generated.FieldRule, FieldRule>,
  Accepts<Generated.FormField, FieldDef>,
  Accepts<Generated.Route, ScreenRoute>,
  Accepts<Generated.DataSource, DataSourceDef>,
  Accepts<Generated.Form, FormDef>,
] = [
  (action) => action,
  (rule) => rule,
  (field) => field,
  (route) => route,
  (source) => source,
  (form) => form,
];
