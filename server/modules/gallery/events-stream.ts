/**
 * `GET /__gallery/api/events`: Server-Sent Events, one `change` event per changed file. The index
 * page keeps one stream open (a browser allows few connections per host, so frames never open
 * their own); the stream ends when the page goes or the server stops.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileChange } from './file-events.ts';

const KEEP_ALIVE_MS = 25_000;

export function createEventStreams(subscribe: (listener: (change: FileChange) => void) => () => void) {
  const open = new Set<PassThrough>();

  function send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const stream = new PassThrough();
    open.add(stream);
    // A comment first, so the browser sees the stream open; then retry quickly after a restart.
    stream.write(': gallery events\nretry: 1000\n\n');
    const stop = subscribe((change) => {
      stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      stop();
      clearInterval(keepAlive);
      open.delete(stream);
      stream.end();
    };
    request.raw.on('close', end);
    stream.on('close', end);
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  }

  /** Ends every open stream (the server is stopping: open streams would keep it waiting). */
  function closeAll(): void {
    for (const stream of open) stream.end();
    open.clear();
  }

  return { send, closeAll };
}
