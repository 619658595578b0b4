/**
 * What a frame draws for one screen and one fixture: the screen document (upgraded to the format
 * this renderer draws, as the app does with an older served copy) with the fixture, or the problems
 * that stand in its way, as schemas:check words them.
 */
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RENDERER_FORMAT } from '../../renderer/format.ts';
import { isScreenDocument } from '../../renderer/loading/check-document.ts';
import { upgradeDocument } from '../../renderer/loading/migrations/upgrade-document.ts';
import type { Fixture } from './fixture.ts';
import type { GalleryScreenAnswer } from './gallery-api.ts';

export type PreparedFrame = { problems: string[] } | { document: ScreenDocument; fixture: Fixture };

export function prepareFrame(answer: GalleryScreenAnswer, fixtureName: string): PreparedFrame {
  const { screen } = answer;
  const entry = screen.fixtures.find((f) => f.name === fixtureName);
  if (!entry)
    return {
      problems: [
        ...screen.problems,
        `There is no fixture "${fixtureName}" for ${screen.id}. Add it as ${fixtureName}.json in the folder schemas/fixtures/${screen.id}/.`,
      ],
    };
  const problems = [...screen.problems, ...entry.problems];
  if (problems.length > 0) return { problems };
  const fixture = answer.fixtures[fixtureName];
  const document = upgradeDocument(answer.document);
  if (!fixture)
    return { problems: [`${entry.file}: the fixture cannot be read. Check that it is a JSON object.`] };
  if (!isScreenDocument(document))
    return {
      problems: [
        `${screen.file}: the served screen cannot be drawn by this renderer (it draws formats up to ${RENDERER_FORMAT}). Run npm run schemas:check.`,
      ],
    };
  return { document, fixture };
}
