import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { createFeedbackService } from './service.ts';

export function registerFeedbackModule(app: FastifyInstance, ctx: AppContext): void {
  const feedback = createFeedbackService(ctx.db, ctx.clock);
  addEndpoint(app, ctx.contract, 'feedback.save', async (request) => {
    const { content } = request.body as { content: string };
    return feedback.save(content, { userId: request.auth?.userId ?? null, ip: request.ip });
  });
}
