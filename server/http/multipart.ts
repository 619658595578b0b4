import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../contract/app-error.ts';

/** The largest upload any endpoint takes (spec §5: images up to 10 MB); endpoints set their own. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Accepts multipart/form-data bodies (uploads). Only routes whose contract says so read them
 * (contract/multipart-body.ts, with the limits of their file fields); any other route refuses a
 * multipart body with 415, as it does every content type but JSON. Must be registered after the
 * JSON body parser, which removes every other parser.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20, parts: 24, fieldSize: 1024 },
  });
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.endpointId && !config.multipart && request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  });
}
