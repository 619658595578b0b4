import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { createDeviceService, type DeviceLocation, type DeviceRef } from './service.ts';

function deviceRef(request: FastifyRequest): DeviceRef {
  const { deviceId } = (request.body ?? {}) as { deviceId?: string };
  const webUuid = request.headers.web_uuid;
  return { deviceId, webUuid: Array.isArray(webUuid) ? webUuid[0] : webUuid };
}

export function registerDeviceModule(app: FastifyInstance, ctx: AppContext): void {
  const device = createDeviceService(ctx.db, ctx.clock);
  addEndpoint(app, ctx.contract, 'device.needUpload', async (request) =>
    device.needUpload(signedIn(request).userId, deviceRef(request)),
  );
  addEndpoint(app, ctx.contract, 'device.uploadInfo', async (request) => {
    const { gps } = request.body as { gps: DeviceLocation };
    return device.upload(signedIn(request).userId, deviceRef(request), gps);
  });
}
