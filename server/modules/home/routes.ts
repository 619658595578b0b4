import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { createHomeService } from './service.ts';

export function registerHomeModule(app: FastifyInstance, ctx: AppContext): void {
  const home = createHomeService(ctx.db);
  addEndpoint(app, ctx.contract, 'home.index', async (request) =>
    home.index(signedIn(request).userId, requestLocale(request)),
  );
}
