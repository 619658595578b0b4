/**
 * A react-hook-form resolver that loads the validation code (zod and the rules) the first time a
 * form is validated or a borrower starts typing (`preloadValidation`). A borrower on 3G downloads the
 * first screen without it; by the time they tap Submit it has arrived.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ValidationSource } from './validation-source.ts';

type Loaded = typeof import('./form-resolver.ts');
let loading: Promise<Loaded> | undefined;

export function preloadValidation(): Promise<Loaded> {
  loading ??= import('./form-resolver.ts');
  return loading;
}

export function lazyResolver(source: ValidationSource): Resolver<FieldValues> {
  let resolver: Resolver<FieldValues> | undefined;
  return async (values, context, options) => {
    resolver ??= (await preloadValidation()).formResolver(source);
    return resolver(values, context, options);
  };
}
