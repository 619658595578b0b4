// Every screen fixture (schemas/fixtures/<screen>/<fixture>.json, decision 0014), in a stable order,
// for the specs that draw each one in the gallery's frame.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../schemas/fixtures');

export interface GalleryFixture {
  screen: string;
  fixture: string;
  /** Its `play` steps press or fill something by its English text (label, placeholder). */
  presses: boolean;
}

export function everyFixture(): GalleryFixture[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((screen) =>
      readdirSync(path.join(FIXTURES_DIR, screen))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => {
          const { play = [] } = JSON.parse(readFileSync(path.join(FIXTURES_DIR, screen, file), 'utf8')) as {
            play?: Array<Record<string, unknown>>;
          };
          const presses = play.some((step) => 'press' in step || 'fill' in step);
          return { screen, fixture: file.slice(0, -'.json'.length), presses };
        }),
    );
}
