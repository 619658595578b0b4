/**
 * The gallery of screens (decision 0014): `/__gallery` shows every screen with each of its fixtures
 * at phone size, with the schemas:check problems of a broken file in place of the screen, and
 * redraws as files change. Open while the development surface is on; in production only to staff
 * with GALLERY_TOKEN; otherwise every gallery address answers 404 as if it did not exist.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import { sendFailure } from '../../http/error-handler.ts';
import { contractDir, projectRoot } from '../../paths.ts';
import { CopyStore } from '../content/copy/copy-store.ts';
import { localeFromHeader, SOURCE_LOCALE, type CopyLocale } from '../../contract/locale.ts';
import { ScreenStore } from '../content/screen-store.ts';
import { createScreensService } from '../content/screens-service.ts';
import { GALLERY_PATH, galleryAccess } from './access.ts';
import { fixtureContents, galleryCatalog, SCREEN_ID } from './catalog.ts';
import { createCheckReport } from './check-report.ts';
import { createEventStreams } from './events-stream.ts';
import { watchGalleryFiles } from './file-events.ts';
import { GALLERY_HTML, sendGalleryPage } from './pages.ts';

function isGalleryUrl(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  // The build's page with its precompressed copies (gallery.html.gz, .br), which the static files
  // would otherwise serve as downloads.
  return (
    pathname === GALLERY_PATH ||
    pathname.startsWith(`${GALLERY_PATH}/`) ||
    pathname.startsWith(`/${GALLERY_HTML}`)
  );
}

export function registerGalleryModule(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  const allowed = galleryAccess({
    open: config.devSurface,
    token: config.galleryToken,
    secureCookie: config.appEnv === 'production',
  });
  // Before anything else answers (static files, the client's fallback page): no one without access
  // learns that the gallery exists, and the build's gallery.html is reached only through /__gallery.
  app.addHook('onRequest', async (request, reply) => {
    if (!isGalleryUrl(request.url)) return;
    if (request.url.startsWith(`/${GALLERY_HTML}`) || !allowed(request, reply))
      return sendFailure(reply, new AppError('NOT_FOUND'));
  });

  const folders = {
    root: projectRoot,
    screensDir: config.screensDir,
    fixturesDir: config.fixturesDir,
    copyDir: config.copyDir,
  };
  const problems = createCheckReport({
    ...folders,
    endpointsDir: path.join(contractDir, 'endpoints'),
    widgetsDir: path.join(projectRoot, 'widgets'),
  });
  // The content module's own reading and copy resolution, re-reading on every change (staff edit
  // and look), so a frame draws exactly what /api1/screens/<id> serves.
  const warn = (obj: object, msg: string) => ctx.log.warn(obj, msg);
  const screens = createScreensService(
    new ScreenStore(config.screensDir, true),
    new CopyStore(config.copyDir, true, warn),
    ctx.log,
  );
  const files = watchGalleryFiles(folders);
  const streams = createEventStreams(files.subscribe);
  app.addHook('preClose', async () => {
    streams.closeAll();
    files.close();
  });

  // A look through the whole gallery asks for two hundred frames and screens within a minute: no
  // per-address limit while it is open to all locally; in production staff share the usual limit.
  const options = config.devSurface ? { config: { rateLimit: false as const } } : {};

  app.get(GALLERY_PATH, options, (_request, reply) => sendGalleryPage(reply, config.distDir));
  app.get(`${GALLERY_PATH}/`, options, (_request, reply) => sendGalleryPage(reply, config.distDir));
  app.get(`${GALLERY_PATH}/frame`, options, (_request, reply) => sendGalleryPage(reply, config.distDir));

  // An unreadable file has no document; its problems say why.
  const served = (id: string, locale: CopyLocale = SOURCE_LOCALE) =>
    screens.get(id, undefined, undefined, locale).then(
      (answer) => (answer.notModified ? null : (answer.document as Record<string, unknown>)),
      () => null,
    );

  app.get(`${GALLERY_PATH}/api/catalog`, options, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { screens: await galleryCatalog(folders, problems(), served) };
  });

  app.get(`${GALLERY_PATH}/api/screen/:id`, options, async (request: FastifyRequest, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { id } = request.params as { id: string };
    const screen = SCREEN_ID.test(id)
      ? (await galleryCatalog(folders, problems(), served, [id]))[0]
      : undefined;
    if (!screen) return reply.code(404).send({ message: `There is no screen "${id}".` });
    const locale = localeFromHeader((request.query as { locale?: string }).locale);
    return { screen, document: await served(id, locale), fixtures: fixtureContents(folders, id) };
  });

  app.get(`${GALLERY_PATH}/api/events`, options, (request, reply) => streams.send(request, reply));

  app.get(`${GALLERY_PATH}/*`, (_request, reply) => sendFailure(reply, new AppError('NOT_FOUND')));
}
