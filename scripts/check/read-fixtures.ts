/**
 * The fixture tree (`schemas/fixtures/<screen-id>/<fixture-name>.json`, decision 0014) as folders and
 * files, read by schemas:check and by the gallery. Reading only lists: the JSON is read by each user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileLabel } from './read-json.ts';

export interface FixtureEntry {
  /** File name without `.json`. */
  name: string;
  absolute: string;
  /** Path relative to the project root, as messages show it. */
  file: string;
}

export interface FixtureFolder {
  /** The folder name: the id of the screen the fixtures belong to. */
  screen: string;
  /** The folder, relative to the project root. */
  file: string;
  fixtures: FixtureEntry[];
}

export interface FixtureTree {
  folders: FixtureFolder[];
  /** `.json` files lying directly in the fixtures folder instead of in a screen's folder. */
  strays: FixtureEntry[];
}

/** Fixture names: lowercase letters, digits and dashes (`empty`, `validation-error`). */
export const FIXTURE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function jsonEntries(dir: string, root: string): FixtureEntry[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const absolute = path.join(dir, name);
      return { name: name.slice(0, -'.json'.length), absolute, file: fileLabel(absolute, root) };
    });
}

/** Every fixture folder and file, sorted by name; a missing folder holds none. */
export function readFixtureTree(dir: string, root: string): FixtureTree {
  if (!fs.existsSync(dir)) return { folders: [], strays: [] };
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((screen) => {
      const absolute = path.join(dir, screen);
      return { screen, file: fileLabel(absolute, root), fixtures: jsonEntries(absolute, root) };
    });
  return { folders, strays: jsonEntries(dir, root) };
}
