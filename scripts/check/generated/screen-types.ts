/** `schemas/generated/screen.ts`: the TypeScript types of a screen document, from the newest meta-schema. */
import { compile } from 'json-schema-to-typescript';
import { CURRENT_FORMAT, readMetaSchema } from '../meta-schema.ts';
import { withCopyResolved } from '../copy-resolved-schema.ts';
import { typesView } from './types-view.ts';

/** The meta-schema the types come from, as the generated file's header names it. */
export const SCREEN_TYPES_SOURCE = `schemas/meta/screen.v${CURRENT_FORMAT}.schema.json`;

export async function screenTypes(): Promise<string> {
  // The types describe a screen as the renderer gets it: with its copy references resolved to texts.
  const metaSchema = withCopyResolved(
    readMetaSchema(CURRENT_FORMAT) as Parameters<typeof withCopyResolved>[0],
  );
  const view = typesView(metaSchema as Parameters<typeof typesView>[0]);
  return compile(view as Parameters<typeof compile>[0], 'Screen', {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unknownAny: true,
  });
}
