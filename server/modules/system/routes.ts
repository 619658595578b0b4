import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { SERVICE_COUNTRY } from './country.ts';

export function registerSystemModule(app: FastifyInstance, ctx: AppContext): void {
  addEndpoint(app, ctx.contract, 'system.country', async () => SERVICE_COUNTRY);
}
