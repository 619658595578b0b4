import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../document/types.ts';
import { formReadsOf, nodeFormReads } from './form-reads.ts';

const node = {
  type: 'Button',
  visible: { $bind: 'form.work.workState' },
  props: { disabled: { $not: { $bind: 'formStatus.work.complete' } }, label: 'Pay {{form.repay.amount}}' },
  each: { $bind: 'form.contacts.list' },
} as unknown as WidgetNode;

describe('the form fields a node reads', () => {
  it('lists the fields of visible and props, a whole form for formStatus, each apart', () => {
    expect(nodeFormReads(node, 'item')).toEqual([
      { form: 'work', field: 'workState' },
      { form: 'work' },
      { form: 'repay', field: 'amount' },
    ]);
    expect(nodeFormReads(node, 'each')).toEqual([{ form: 'contacts', field: 'list' }]);
  });

  it('works them out once per node of a document, whatever the number of visits', () => {
    const first = nodeFormReads(node, 'item');
    expect(nodeFormReads(node, 'item')).toBe(first);
    const copy = structuredClone(node);
    expect(nodeFormReads(copy, 'item')).not.toBe(first);
    expect(nodeFormReads(copy, 'item')).toEqual(formReadsOf([node.visible, node.props]));
  });
});
