/**
 * An error nobody caught at run time, said as a JSON line before Node handles it.
 *
 * Node's `uncaughtExceptionMonitor` is called before its own handling and changes nothing of it:
 * the process still prints its stack and exits 1, unless a library in it handles such errors
 * itself. A handler of our own (`uncaughtException`) would change how the process lives through
 * them, for the sake of a log line; the monitor only adds the line an operator's log shipper can
 * parse (rejections nobody handled reach it too, as Node turns them into uncaught errors).
 */
import type { Logger } from 'pino';
import { fatalLogger } from './process-logger.ts';

export function sayUncaughtErrors(log: Logger): void {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    fatalLogger(log).fatal({ err: error, origin }, 'An error nobody caught');
  });
}
