// Uploads to a listening server: over fetch, or written on a raw socket that the test may leave
// unfinished or close early (what a borrower on a dropping mobile connection does).
import net from 'node:net';
import jpeg from 'jpeg-js';
import type { Envelope } from './api.ts';

export interface UploadFile {
  bytes: Uint8Array;
  filename: string;
  /** The Content-Type the client claims (the server does not trust it). */
  type?: string;
}

export type UploadParts = Record<string, string | UploadFile>;

/** The parts as a browser sends them: text fields, and files with their name and claimed type. */
export function multipartForm(parts: UploadParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }), value.filename);
  }
  return form;
}

/** POST /api1{path} as a multipart form over HTTP; the answer's status and envelope. */
export async function uploadOverHttp(
  port: number,
  path: string,
  parts: UploadParts,
  token: string,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`http://127.0.0.1:${port}/api1${path}`, {
    method: 'POST',
    headers: { token },
    body: multipartForm(parts),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/**
 * Opens a connection and writes an upload's request on it: the whole body, or only its first
 * `bodyBytes` bytes (a body still on its way). The caller ends it with socket.destroy().
 */
export async function openUpload(
  port: number,
  path: string,
  parts: UploadParts,
  token: string,
  options: { bodyBytes?: number } = {},
): Promise<net.Socket> {
  const request = new Request('http://localhost', { method: 'POST', body: multipartForm(parts) });
  const body = Buffer.from(await request.arrayBuffer());
  const head = [
    `POST /api1${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `token: ${token}`,
    `Content-Type: ${request.headers.get('content-type')}`,
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
  const socket = net.connect(port, '127.0.0.1');
  // The server's answer (if any) is not read; an error after destroy() is expected.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(head);
  socket.write(body.subarray(0, options.bodyBytes ?? body.length));
  return socket;
}

/**
 * A JPEG of random grey noise: readable, yet it keeps the sandbox OCR busy for seconds (about 2.5 s
 * at 800 x 600 on a laptop) while finding nothing. Seeded, so every run reads the same picture.
 */
export function slowCardPhoto(width = 800, height = 600): UploadFile {
  const data = Buffer.alloc(width * height * 4);
  let seed = 12345;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = seed >>> 24;
  }
  return { bytes: jpeg.encode({ data, width, height }, 75).data, filename: 'noise.jpg', type: 'image/jpeg' };
}
