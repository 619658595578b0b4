import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-widgets/widgets.json';

describe('check (c): nodes use known widgets with their props, events and children', () => {
  it('reports unknown widgets, bad props, foreign events and children of non-containers', () => {
    expect(problemsIn('screens-widgets')).toEqual([
      `${FILE} /body/0/type: "Buton" is not a known widget. Expected one of: Button, Carousel, Column, Text, TextField. Did you mean "Button"?`,
      // /body/1 is a Carousel, a widget of format 2 like the screen (too-new widgets: check-format.test.ts).
      `${FILE} /body/2/props/labl: "labl" is not a property of the Text widget. Expected one of: text, variant, align.`,
      `${FILE} /body/3/props/variant: "big" is not a valid variant. Expected one of: body, title, caption.`,
      `${FILE} /body/4/props: "label" is missing: it is required in the Button widget.`,
      `${FILE} /body/5/props/label: expected a text, found 5.`,
      `${FILE} /body/6/onPress: onPress is not an event of the Text widget. The Text widget fires no events: remove "onPress", or wrap it in a widget that does (e.g. ListItem or Button).`,
      `${FILE} /body/7/children: the Text widget does not take children. Expected children only on containers: Carousel, Column.`,
      `${FILE} /body/8/props/maxLength: 0 is out of range. Expected a number of at least 1.`,
      // /body/9 binds "variant" with an expression and "align" with a template: both are accepted.
    ]);
  });
});
