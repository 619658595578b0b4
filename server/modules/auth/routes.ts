import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { clientNetwork } from '../../http/client-network.ts';
import type { AppContext } from '../../app-context.ts';
import { createAppLoginService, type AppLoginHeaders, type AppLoginRequest } from './app-login.ts';
import { registerCleanupJob } from './cleanup-job.ts';
import { createAuthService, type RequestOrigin } from './service.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What a browser's web_uuid looks like (src/api/device-headers.ts makes a UUID); anything else is none. */
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

function origin(request: FastifyRequest): RequestOrigin {
  const deviceId = header(request, 'web_uuid');
  return {
    ip: request.ip,
    network: clientNetwork(request.ip),
    userAgent: request.headers['user-agent'],
    ...(deviceId !== undefined && DEVICE_ID.test(deviceId) ? { deviceId } : {}),
  };
}

/** The app-login headers of spec §7 not carried in the body. */
function appHeaders(request: FastifyRequest): AppLoginHeaders {
  return { sdkVersion: header(request, 'sdkversion'), brand: header(request, 'brand') };
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

  const appLogin = createAppLoginService(ctx);
  addEndpoint(app, ctx.contract, 'user.appLogin', async (request) =>
    appLogin.login('app', request.body as AppLoginRequest, origin(request), appHeaders(request)),
  );
  addEndpoint(app, ctx.contract, 'tripartite.appLogin', async (request) =>
    appLogin.login('tripartite', request.body as AppLoginRequest, origin(request), appHeaders(request)),
  );

  addEndpoint(app, ctx.contract, 'user.logout', async (request) => auth.logout(signedIn(request).sessionId));
}
