import type { FastifyBaseLogger } from 'fastify';
import type { KycProvidersConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import type { AadhaarProvider } from './aadhaar-provider.ts';
import { sandboxAadhaar } from './sandbox-aadhaar.ts';

export function createAadhaarProvider(
  provider: KycProvidersConfig['aadhaar'],
  deps: { db: Queryable; secret: string; log: FastifyBaseLogger },
): AadhaarProvider {
  switch (provider) {
    case 'sandbox':
      return sandboxAadhaar(deps.db, deps.secret, deps.log);
  }
}
