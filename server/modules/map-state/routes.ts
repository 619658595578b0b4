import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { createMapStateService } from './service.ts';

export function registerMapStateModule(app: FastifyInstance, ctx: AppContext): void {
  const places = createMapStateService(ctx.db);

  addEndpoint(app, ctx.contract, 'mapState.list', async () => places.states());

  addEndpoint(app, ctx.contract, 'mapState.district', async (request) => {
    const { stateId } = request.params as { stateId: number };
    return places.districts(stateId);
  });
}
