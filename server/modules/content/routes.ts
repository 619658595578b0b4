import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { AppError } from '../../contract/app-error.ts';
import { CopyStore } from './copy/copy-store.ts';
import { requestLocale } from '../../contract/locale.ts';
import { ScreenStore } from './screen-store.ts';
import { createScreensService } from './screens-service.ts';
import { createContentService } from './service.ts';

/** The highest screen format the client can draw, from the x-renderer-format header. */
function rendererFormat(request: FastifyRequest): number | undefined {
  const raw = request.headers['x-renderer-format'];
  if (raw === undefined) return undefined;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new AppError('INVALID_INPUT', { msg: 'x-renderer-format must be a whole number of 1 or more.' });
  }
  return value;
}

export function registerContentModule(app: FastifyInstance, ctx: AppContext): void {
  const content = createContentService(ctx.db);
  const screens = createScreensService(
    new ScreenStore(ctx.config.screensDir, ctx.config.devSurface),
    new CopyStore(ctx.config.copyDir, ctx.config.devSurface, (obj, msg) => ctx.log.warn(obj, msg)),
    ctx.log,
  );

  addEndpoint(app, ctx.contract, 'client.config', async () => content.config());
  addEndpoint(app, ctx.contract, 'client.faq', async (request) => content.faq(requestLocale(request)));
  addEndpoint(app, ctx.contract, 'client.aboutUs', async (request) =>
    content.aboutUs(requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'screens.list', async () => screens.list());

  addEndpoint(app, ctx.contract, 'screens.get', async (request, reply) => {
    const { id } = request.params as { id: string };
    const locale = requestLocale(request);
    const answer = await screens.get(id, rendererFormat(request), request.headers['if-none-match'], locale);
    // Clients revalidate every time (cheap 304); the answer depends on the declared format and locale.
    reply
      .header('ETag', answer.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'x-renderer-format, x-locale');
    if (answer.notModified) return reply.code(304).send();
    return answer.document;
  });
}
