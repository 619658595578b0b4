/** `schemas/generated/screen.ts`: the TypeScript types of a screen document, from the meta-schema. */
import { compile } from 'json-schema-to-typescript';
import { CURRENT_FORMAT, readMetaSchema } from '../meta-schema.ts';
import { typesView } from './types-view.ts';

export async function screenTypes(): Promise<string> {
  const view = typesView(readMetaSchema(CURRENT_FORMAT) as Parameters<typeof typesView>[0]);
  return compile(view as Parameters<typeof compile>[0], 'Screen', {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unknownAny: true,
  });
}
