import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { createDownloadService } from './service.ts';

export function registerDownloadModule(app: FastifyInstance, ctx: AppContext): void {
  const download = createDownloadService(ctx.db);
  addEndpoint(app, ctx.contract, 'download.eligibility', async (request) => {
    const os = request.headers.os;
    return download.eligibility(Array.isArray(os) ? os[0] : os);
  });
}
