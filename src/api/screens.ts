/**
 * Loads a screen document (docs/decisions/0005): the served copy from `GET /api1/screens/{id}`,
 * revalidated with its ETag, declaring the renderer format this client draws; the last served copy
 * is kept in memory and localStorage. When the server cannot give a usable copy (offline, slow, a
 * newer format, a broken file) the newest of the kept copy and the bundled copy is drawn. A copy of
 * an older format is upgraded before it is drawn.
 */
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RENDERER_FORMAT } from '../../renderer/format.ts';
import { API_BASE } from '../config.ts';
import { withinTimeLimit } from '../platform/time-limit.ts';

export interface ScreenLoaderDeps {
  fetch: typeof fetch;
  /** The copy built into the client. */
  bundled: (id: string) => Promise<ScreenDocument>;
  storage?: Storage;
  /** Past this, the served copy is given up for this visit (a borrower on a slow network). */
  timeoutMs?: number;
  /** The language the served copies' texts are asked in (decision 0016); English by default. */
  locale?: string;
}

interface Kept {
  etag: string;
  document: ScreenDocument;
}

const KEY_PREFIX = 'screen:';

/** A served document is used only if it is the screen asked for and a format this renderer draws. */
export function isUsableDocument(value: unknown, id: string): value is ScreenDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<ScreenDocument>;
  return (
    doc.id === id &&
    Number.isInteger(doc.format) &&
    (doc.format as number) >= 1 &&
    (doc.format as number) <= RENDERER_FORMAT &&
    Number.isInteger(doc.version) &&
    Array.isArray(doc.body)
  );
}

/**
 * The document as this renderer draws it: a copy of an older format (kept by an older app, or served
 * by a server not yet migrated) is upgraded by the renderer's migrations (docs/decisions/0015).
 * The migrations load only when such a copy turns up, so no first visit pays for them.
 */
async function drawable(document: ScreenDocument): Promise<ScreenDocument | undefined> {
  if (document.format === RENDERER_FORMAT) return document;
  const { upgradeDocument } = await import('../../renderer/loading/migrations/upgrade-document.ts');
  const upgraded = upgradeDocument(document);
  return isUsableDocument(upgraded, document.id) ? upgraded : undefined;
}

/** The server may answer the document itself or the /api1 envelope around it. */
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'code' in body && 'data' in body) {
    const envelope = body as { code: unknown; data: unknown };
    return envelope.code === 0 ? envelope.data : undefined;
  }
  return body;
}

export function createScreenLoader(deps: ScreenLoaderDeps) {
  const memory = new Map<string, ScreenDocument>();
  const timeoutMs = deps.timeoutMs ?? 5000;
  const locale = deps.locale ?? 'en';

  function readKept(id: string): Kept | undefined {
    try {
      const raw = deps.storage?.getItem(KEY_PREFIX + id);
      if (!raw) return undefined;
      const kept = JSON.parse(raw) as Kept;
      return typeof kept.etag === 'string' && isUsableDocument(kept.document, id) ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  function keep(id: string, kept: Kept): void {
    try {
      deps.storage?.setItem(KEY_PREFIX + id, JSON.stringify(kept));
    } catch {
      // Storage full or refused: the memory copy still serves this visit.
    }
  }

  async function fetchServed(id: string, kept: Kept | undefined): Promise<ScreenDocument | undefined> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-renderer-format': String(RENDERER_FORMAT),
      'x-locale': locale,
    };
    if (kept) headers['if-none-match'] = kept.etag;
    try {
      return await withinTimeLimit(timeoutMs, async (signal) => {
        const response = await deps.fetch(`${API_BASE}/screens/${encodeURIComponent(id)}`, {
          headers,
          signal,
          cache: 'no-cache',
        });
        if (response.status === 304 && kept) return drawable(kept.document);
        if (!response.ok) return undefined;
        const document = unwrap(await response.json());
        if (!isUsableDocument(document, id)) return undefined;
        const etag = response.headers.get('etag');
        // Kept as served: the ETag names these bytes, and the upgrade is redone on each load.
        if (etag) keep(id, { etag, document });
        return drawable(document);
      });
    } catch {
      return undefined;
    }
  }

  async function load(id: string): Promise<ScreenDocument> {
    const known = memory.get(id);
    if (known) return known;
    const kept = readKept(id);
    // Start the bundled chunk at once so a failed fetch costs no second round trip.
    const bundled = deps.bundled(id).catch(() => undefined);
    const served = await fetchServed(id, kept);
    let document = served;
    if (!document) {
      const fallback = await bundled;
      // The bundled copy is of this renderer's format: it was built and checked with it.
      const keptCopy = kept && (await drawable(kept.document).catch(() => undefined));
      const candidates = [keptCopy, fallback].filter((d): d is ScreenDocument => d !== undefined);
      // Newest content wins; on a tie the bundled copy, which shipped with this renderer.
      document = candidates.sort((a, b) => b.version - a.version || (a === fallback ? -1 : 1))[0];
    }
    if (!document) throw new Error(`screen "${id}" is neither served nor bundled`);
    memory.set(id, document);
    return document;
  }

  return { load };
}

export type ScreenLoader = ReturnType<typeof createScreenLoader>;
