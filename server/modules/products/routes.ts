import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { productInfo } from './service.ts';

export function registerProductsModule(app: FastifyInstance, ctx: AppContext): void {
  addEndpoint(app, ctx.contract, 'product.info', async (request) =>
    productInfo(
      ctx.db,
      signedIn(request).userId,
      (request.query as { id: number }).id,
      requestLocale(request),
    ),
  );
}
