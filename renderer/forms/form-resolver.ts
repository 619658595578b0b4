/**
 * The zod resolver of one form, built from its field rules. Loaded on demand by
 * `lazy-resolver.ts`, so zod stays out of the first visit's JavaScript.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormDef } from '../document/types.ts';
import { formSchema } from './rules-to-zod.ts';

export function formResolver(def: FormDef): Resolver<FieldValues> {
  // jitless: zod must not try `new Function` under the page's Content-Security-Policy.
  return zodResolver(formSchema(def), { jitless: true });
}
