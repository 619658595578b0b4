/**
 * A react-hook-form resolver that loads the validation code (zod and the rules) the first time a
 * form is validated or a borrower starts typing (`preloadValidation`). A borrower on 3G downloads the
 * first screen without it; by the time they tap Submit it has arrived.
 *
 * A fetch of that code that fails (the network dropped at the first keystroke) is forgotten, so the
 * next keystroke or Submit fetches it again: kept, the failure would leave the form unable to submit
 * for the rest of the visit. A Submit that still cannot have it rejects with `ValidationUnavailable`.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ValidationSource } from './validation-source.ts';

type Loaded = typeof import('./form-resolver.ts');

/** The validation code could not be fetched; trying again (once online) may work. */
export class ValidationUnavailable extends Error {
  constructor(cause: unknown) {
    super('The form validation code could not be fetched', { cause });
    this.name = 'ValidationUnavailable';
  }
}

export interface ValidationLoader {
  /** Fetches the validation code, once; a failed fetch is tried again on the next call. */
  preload(): Promise<Loaded>;
  resolver(source: ValidationSource): Resolver<FieldValues>;
}

export function validationLoader(load: () => Promise<Loaded>): ValidationLoader {
  let loading: Promise<Loaded> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ValidationUnavailable(error);
    });
    return loading;
  };
  return {
    preload,
    resolver(source) {
      let resolver: Resolver<FieldValues> | undefined;
      return async (values, context, options) => {
        resolver ??= (await preload()).formResolver(source);
        return resolver(values, context, options);
      };
    },
  };
}

const shared = validationLoader(() => import('./form-resolver.ts'));

export const preloadValidation: () => Promise<Loaded> = shared.preload;

export const lazyResolver: (source: ValidationSource) => Resolver<FieldValues> = shared.resolver;
