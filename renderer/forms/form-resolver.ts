/**
 * The zod resolver of one form, built from its field rules. Loaded on demand by
 * `lazy-resolver.ts`, so zod stays out of the first visit's JavaScript. The fields are read at each
 * validation and the schema rebuilt when they changed (server-described fields arrive after load).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FieldDef } from '../document/types.ts';
import { formSchema } from './rules-to-zod.ts';
import type { ValidationSource } from './validation-source.ts';

export function formResolver(source: ValidationSource): Resolver<FieldValues> {
  let built: { fields: Readonly<Record<string, FieldDef>>; resolver: Resolver<FieldValues> } | undefined;
  return (values, context, options) => {
    const fields = source.fields();
    if (built?.fields !== fields) {
      // jitless: zod must not try `new Function` under the page's Content-Security-Policy.
      const schema = formSchema({ fields: { ...fields } }, source.whenHolds);
      built = { fields, resolver: zodResolver(schema, { jitless: true }) };
    }
    return built.resolver(values, context, options);
  };
}
