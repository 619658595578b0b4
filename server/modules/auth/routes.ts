import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import type { AppContext } from '../../app-context.ts';
import { registerCleanupJob } from './cleanup-job.ts';
import { createAuthService, type RequestOrigin } from './service.ts';

function origin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export function registerAuthModule(app: FastifyInstance, ctx: AppContext): void {
  const auth = createAuthService(ctx);
  registerCleanupJob(ctx.jobs, ctx.db);

  addEndpoint(app, ctx.contract, 'sms.sendCode', async (request) => {
    const { phone } = request.query as { phone: string };
    return auth.sendCode(phone, origin(request));
  });

  addEndpoint(app, ctx.contract, 'user.login', async (request) => {
    const { phone, code } = request.body as { phone: string; code: string };
    return auth.login(phone, code, origin(request));
  });

  addEndpoint(app, ctx.contract, 'user.logout', async (request) => auth.logout(signedIn(request).sessionId));
}
