/**
 * The one logger of a server process: the request log and every line the process writes itself
 * (what the start applied, where it listens, a database that went away, why it could not start).
 *
 * Operators ship the log as JSON lines; a plain-text line among them is a line their tools cannot
 * parse, and the start's lines are the ones wanted when something is wrong. Errors and worse go to
 * stderr, the rest to stdout, as the process wrote them before. The request serializers are the
 * privacy-minded ones of request-log.ts, set here because Fastify takes a logger instance's
 * serializers as they are.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { requestForLog, responseForLog } from './request-log.ts';

/** stdout below `error`, stderr from it; written at once, so a line before an exit is not lost. */
function standardStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
      { level: 'error', stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

export function createProcessLogger(
  level: string,
  destination: DestinationStream = standardStreams(),
): Logger {
  return pino({ level, serializers: { req: requestForLog, res: responseForLog } }, destination);
}

/**
 * The logger a line that explains an exit is written with: `log` itself, or, when its level is
 * above `fatal` (LOG_LEVEL=silent), one that writes it anyway. A process that ends without a word
 * leaves its operator nothing to go on.
 */
export function fatalLogger(log: Logger): Logger {
  return log.isLevelEnabled('fatal') ? log : createProcessLogger('fatal');
}
