import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json-object.ts';
import { v1ToV2 } from './v1-to-v2.ts';

const call = (text: unknown) => ({ type: 'Link', props: { text, href: 'tel:+911234567890', icon: 'phone' } });
const called = (label: unknown) => ({
  type: 'Link',
  props: { label, href: 'tel:+911234567890', icon: 'phone' },
});
const v1 = (extra: JsonObject): JsonObject => ({ id: 'help', format: 1, version: 3, body: [], ...extra });
const v2 = (extra: JsonObject): JsonObject => ({ id: 'help', format: 2, version: 3, body: [], ...extra });

describe('format 1 -> 2: Link says label instead of text', () => {
  it.each<[string, JsonObject, JsonObject]>([
    ['a Link in the body', v1({ body: [call('Call us')] }), v2({ body: [called('Call us')] })],
    [
      'a Link deep in children',
      v1({ body: [{ type: 'Column', children: [{ type: 'Card', children: [call('Call us')] }] }] }),
      v2({ body: [{ type: 'Column', children: [{ type: 'Card', children: [called('Call us')] }] }] }),
    ],
    [
      "a Link in a dialog's body and actions",
      v1({ dialogs: { help: { title: 'Help', body: [call('a')], actions: [call('b')] } } }),
      v2({ dialogs: { help: { title: 'Help', body: [called('a')], actions: [called('b')] } } }),
    ],
    [
      'a Link as the fallback of an unknown widget, and in its children',
      v1({ body: [{ type: 'Map', fallback: { type: 'Column', children: [call('x')] } }] }),
      v2({ body: [{ type: 'Map', fallback: { type: 'Column', children: [called('x')] } }] }),
    ],
    [
      'a Link that is itself a fallback',
      v1({ body: [{ type: 'Map', fallback: call('x') }] }),
      v2({ body: [{ type: 'Map', fallback: called('x') }] }),
    ],
    [
      'a Link repeated by each, its expression moved untouched',
      v1({ body: [{ ...call({ $bind: 'item.phone' }), each: { $bind: 'data.config.phones' } }] }),
      v2({ body: [{ ...called({ $bind: 'item.phone' }), each: { $bind: 'data.config.phones' } }] }),
    ],
    [
      'a Link whose text is a template or a choice',
      v1({ body: [call('Call {{data.c.phone}}'), call({ $if: [{ $bind: 'state.a' }, 'A', 'B'] })] }),
      v2({ body: [called('Call {{data.c.phone}}'), called({ $if: [{ $bind: 'state.a' }, 'A', 'B'] })] }),
    ],
    [
      'other widgets with a text prop',
      v1({
        body: [
          { type: 'Text', props: { text: 'Hello' } },
          { type: 'Tag', props: { text: 'New' } },
        ],
      }),
      v2({
        body: [
          { type: 'Text', props: { text: 'Hello' } },
          { type: 'Tag', props: { text: 'New' } },
        ],
      }),
    ],
    [
      'objects that only look like Links: in state, in an expression, in an action',
      v1({
        state: { last: { type: 'Link', props: { text: 'kept' } } },
        body: [
          {
            type: 'Button',
            props: { label: { $if: [true, { type: 'Link', props: { text: 'kept' } }, ''] } },
            onPress: { action: 'setState', key: 'x', value: { type: 'Link', props: { text: 'kept' } } },
          },
        ],
      }),
      v2({
        state: { last: { type: 'Link', props: { text: 'kept' } } },
        body: [
          {
            type: 'Button',
            props: { label: { $if: [true, { type: 'Link', props: { text: 'kept' } }, ''] } },
            onPress: { action: 'setState', key: 'x', value: { type: 'Link', props: { text: 'kept' } } },
          },
        ],
      }),
    ],
    [
      'a Link that already has a label (left for the checker)',
      v1({ body: [{ type: 'Link', props: { text: 'a', label: 'b', href: 'tel:1' } }] }),
      v2({ body: [{ type: 'Link', props: { text: 'a', label: 'b', href: 'tel:1' } }] }),
    ],
  ])('%s', (_name, before, after) => {
    expect(v1ToV2(before)).toEqual(after);
  });

  it('keeps the renamed prop in its place, so a rewritten file changes one line', () => {
    const [link] = v1ToV2(v1({ body: [call('Call us')] })).body as JsonObject[];
    expect(Object.keys(link!.props as JsonObject)).toEqual(['label', 'href', 'icon']);
  });

  it('never changes the document it is given', () => {
    const before = v1({
      body: [{ type: 'Column', children: [call('Call us')] }],
      dialogs: { d: { body: [call('x')] } },
    });
    const copy = structuredClone(before);
    v1ToV2(before);
    expect(before).toEqual(copy);
  });

  it('gives the same document when run on its own result', () => {
    const once = v1ToV2(v1({ body: [call('a'), { type: 'Column', children: [call('b')] }] }));
    expect(v1ToV2(once)).toEqual(once);
  });
});
