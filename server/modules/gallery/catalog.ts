/**
 * What the gallery shows: every screen file of the served folder with its fixtures, and the
 * schemas:check problems of the screen's file and of each fixture file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileLabel } from '../../../scripts/check/read-json.ts';
import { readFixtureTree, type FixtureEntry } from '../../../scripts/check/read-fixtures.ts';
import type { ProblemsByFile } from './check-report.ts';

export interface GalleryFixture {
  name: string;
  /** The fixture's title, or its name while the file cannot be read. */
  title: string;
  file: string;
  problems: string[];
}

export interface GalleryScreen {
  id: string;
  /** The route's title as served, or the id (fragments, unreadable files). */
  title: string;
  /** The route pattern, null for a fragment or an unreadable file. */
  path: string | null;
  file: string;
  problems: string[];
  fixtures: GalleryFixture[];
}

export interface CatalogFolders {
  root: string;
  screensDir: string;
  fixturesDir: string;
}

/** Screen ids: the file names the content module serves. */
export const SCREEN_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

function readObject(file: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function screenIds(screensDir: string): string[] {
  if (!fs.existsSync(screensDir)) return [];
  return fs
    .readdirSync(screensDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => SCREEN_ID.test(id))
    .sort();
}

function describeFixture(entry: FixtureEntry, problems: ProblemsByFile): GalleryFixture {
  const title = readObject(entry.absolute)?.title;
  return {
    name: entry.name,
    title: typeof title === 'string' && title !== '' ? title : entry.name,
    file: entry.file,
    problems: problems.get(entry.file) ?? [],
  };
}

/** The screen as served (texts resolved), or null when it cannot be served. */
export type ServedScreen = (id: string) => Promise<Record<string, unknown> | null>;

export async function galleryCatalog(
  folders: CatalogFolders,
  problems: ProblemsByFile,
  served: ServedScreen,
  /** Only these screens (those of them that are served); every screen by default. */
  only?: string[],
): Promise<GalleryScreen[]> {
  const fixtures = new Map(
    readFixtureTree(folders.fixturesDir, folders.root).folders.map((f) => [f.screen, f.fixtures]),
  );
  const screens: GalleryScreen[] = [];
  for (const id of screenIds(folders.screensDir).filter((id) => only === undefined || only.includes(id))) {
    const file = fileLabel(path.join(folders.screensDir, `${id}.json`), folders.root);
    const route = (await served(id))?.route as { path?: unknown; title?: unknown } | undefined;
    screens.push({
      id,
      title: typeof route?.title === 'string' && route.title !== '' ? route.title : id,
      path: typeof route?.path === 'string' ? route.path : null,
      file,
      problems: problems.get(file) ?? [],
      fixtures: (fixtures.get(id) ?? []).map((entry) => describeFixture(entry, problems)),
    });
  }
  return screens;
}

/** The fixture files' contents of one screen, by fixture name (null: not readable JSON). */
export function fixtureContents(folders: CatalogFolders, id: string): Record<string, unknown> {
  const folder = readFixtureTree(folders.fixturesDir, folders.root).folders.find((f) => f.screen === id);
  return Object.fromEntries(
    (folder?.fixtures ?? []).map((entry) => [entry.name, readObject(entry.absolute) ?? null]),
  );
}
