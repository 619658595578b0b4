import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { createOrderService } from './service.ts';

export function registerOrdersModule(app: FastifyInstance, ctx: AppContext): void {
  const orders = createOrderService(ctx.db);
  addEndpoint(app, ctx.contract, 'order.list', async (request) => orders.list(signedIn(request).userId));
}
