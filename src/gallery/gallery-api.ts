/** What the gallery's pages read from the server (server/modules/gallery/): the catalogue, one screen. */
import type { Fixture } from './fixture.ts';

export const GALLERY_BASE = '/__gallery';

export interface GalleryFixture {
  name: string;
  title: string;
  file: string;
  /** schemas:check problems of the fixture file, as `file:line /pointer: message`. */
  problems: string[];
}

export interface GalleryScreen {
  id: string;
  title: string;
  path: string | null;
  file: string;
  /** schemas:check problems of the screen file (a screen without fixtures has one). */
  problems: string[];
  fixtures: GalleryFixture[];
}

export interface GalleryScreenAnswer {
  screen: GalleryScreen;
  /** What /api1/screens/<id> serves (copy resolved), or null while the file cannot be read. */
  document: unknown;
  /** The fixture files' contents by name (null: not readable JSON). */
  fixtures: Record<string, Fixture | null>;
}

/** A file changed: the frames of `screen` (every frame when null) may look different now. */
export interface GalleryChange {
  file: string;
  screen: string | null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

export async function fetchCatalog(): Promise<GalleryScreen[]> {
  return (await getJson<{ screens: GalleryScreen[] }>(`${GALLERY_BASE}/api/catalog`)).screens;
}

export function fetchScreen(id: string, locale: string | null): Promise<GalleryScreenAnswer> {
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
  return getJson(`${GALLERY_BASE}/api/screen/${encodeURIComponent(id)}${query}`);
}

export function frameUrl(screen: string, fixture: string, locale: string | null): string {
  const query = new URLSearchParams({ screen, fixture });
  if (locale) query.set('locale', locale);
  return `${GALLERY_BASE}/frame?${query.toString()}`;
}

/** Listens to the server's change events (one stream per page); returns the stop. */
export function onGalleryChange(listener: (change: GalleryChange) => void): () => void {
  const source = new EventSource(`${GALLERY_BASE}/api/events`);
  source.addEventListener('change', (event) => {
    listener(JSON.parse((event as MessageEvent<string>).data) as GalleryChange);
  });
  return () => source.close();
}
