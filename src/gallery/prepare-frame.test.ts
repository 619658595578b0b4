import { describe, expect, it } from 'vitest';
import { RENDERER_FORMAT } from '../../renderer/format.ts';
import type { GalleryScreenAnswer } from './gallery-api.ts';
import { prepareFrame } from './prepare-frame.ts';

const document = { id: 'help', format: 2, version: 3, body: [{ type: 'Text', props: { text: 'Help' } }] };
const fixture = { title: 'Questions', answers: {} };

function answer(
  change: Partial<GalleryScreenAnswer['screen']> = {},
  doc: unknown = document,
): GalleryScreenAnswer {
  return {
    screen: {
      id: 'help',
      title: 'Help Center',
      path: '/personal/help',
      file: 'schemas/screens/help.json',
      problems: [],
      fixtures: [
        { name: 'default', title: 'Questions', file: 'schemas/fixtures/help/default.json', problems: [] },
      ],
      ...change,
    },
    document: doc,
    fixtures: { default: fixture },
  };
}

describe('what a frame draws', () => {
  it('the served document with the fixture when nothing is wrong', () => {
    expect(prepareFrame(answer(), 'default')).toEqual({ document, fixture });
  });

  it("the problems of the screen's file and of the fixture's file instead", () => {
    const screenProblem = 'schemas/screens/help.json:15 /body/0/type: "Txt" is not a known widget.';
    const fixtureProblem =
      'schemas/fixtures/help/default.json:1 /: "title" is missing: it is required in a fixture.';
    const broken = answer({
      problems: [screenProblem],
      fixtures: [{ name: 'default', title: 'default', file: 'f', problems: [fixtureProblem] }],
    });
    expect(prepareFrame(broken, 'default')).toEqual({ problems: [screenProblem, fixtureProblem] });
  });

  it('a sentence for a fixture that does not exist, and for a document it cannot draw', () => {
    expect(prepareFrame(answer(), 'empty')).toEqual({
      problems: [
        'There is no fixture "empty" for help. Add it as empty.json in the folder schemas/fixtures/help/.',
      ],
    });
    expect(prepareFrame(answer({}, { ...document, format: 99 }), 'default')).toEqual({
      problems: [
        `schemas/screens/help.json: the served screen cannot be drawn by this renderer (it draws formats up to ${RENDERER_FORMAT}). Run npm run schemas:check.`,
      ],
    });
  });
});
