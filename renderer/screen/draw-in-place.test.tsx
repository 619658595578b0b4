// Nodes of plain widgets are drawn in place (no component of their own): the borrower must see the
// same screen as with components, and a broken widget must still cost only its own node.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';
import { onPreact } from '../../tests/support/test-runtime.ts';

const doc = (parts: Partial<ScreenDocument>): ScreenDocument => ({
  id: 'orders.detail',
  format: 2,
  version: 1,
  body: [],
  ...parts,
});

const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};

describe('nodes drawn in place', () => {
  it('keep their place among component nodes, with visible, each and children, as state changes', async () => {
    const { container } = await renderScreen(
      doc({
        state: { items: ['a', 'b'], more: false },
        body: [
          { type: 'PlainText', props: { text: 'first' } },
          {
            type: 'Button',
            props: { label: 'More' },
            onPress: { action: 'setState', key: 'more', value: true },
          },
          {
            type: 'PlainBox',
            props: { label: 'items' },
            children: [
              { type: 'PlainText', each: { $bind: 'state.items' }, props: { text: '{{index}}:{{item}}' } },
              { type: 'PlainText', visible: { $bind: 'state.more' }, props: { text: 'extra' } },
            ],
          },
          { type: 'PlainText', props: { text: 'last' } },
        ],
      }),
    );
    const texts = () => [...container.querySelectorAll('p, button')].map((element) => element.textContent);
    expect(texts()).toEqual(['first', 'More', '0:a', '1:b', 'last']);
    expect(screen.getByRole('region', { name: 'items' }).textContent).toBe('0:a1:b');

    await press('More');
    expect(texts()).toEqual(['first', 'More', '0:a', '1:b', 'extra', 'last']);
  });

  it('draw nothing when their widget throws, report it once, and draw again once the data is fixed', async () => {
    const { services, caught } = await renderScreen(
      doc({
        state: { broken: true, presses: 0 },
        body: [
          { type: 'PlainText', props: { text: 'Total', fail: { $bind: 'state.broken' } } },
          { type: 'PlainText', props: { text: 'sibling {{state.presses}}' } },
          {
            type: 'Button',
            props: { label: 'Redraw' },
            onPress: { action: 'setState', key: 'presses', value: 1 },
          },
          {
            type: 'Button',
            props: { label: 'Fix' },
            onPress: { action: 'setState', key: 'broken', value: false },
          },
        ],
      }),
    );
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByText('sibling 0')).toBeTruthy();

    await press('Redraw');
    expect(screen.getByText('sibling 1')).toBeTruthy();
    expect(services.reports).toEqual([
      {
        kind: 'widget.error',
        detail: {
          screen: 'orders.detail',
          type: 'PlainText',
          pointer: '/body/0',
          message: 'cannot draw Total',
        },
      },
    ]);
    // The error never reached React: no error boundary had to catch it (React's onCaughtError says;
    // Preact has no such option).
    if (!onPreact) expect(caught).toEqual([]);

    await press('Fix');
    expect(screen.getByText('Total')).toBeTruthy();
  });

  it('that declare actions are drawn as components, whose events run them', async () => {
    await renderScreen(
      doc({
        state: { opened: 'no' },
        body: [
          {
            type: 'PlainLink',
            props: { label: 'Open' },
            onPress: { action: 'setState', key: 'opened', value: 'yes' },
          },
          { type: 'PlainLink', props: { label: 'Just text' } },
          { type: 'PlainText', props: { text: 'opened: {{state.opened}}' } },
        ],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Just text' })).toBeNull();
    expect(screen.getByText('Just text')).toBeTruthy();

    await press('Open');
    expect(screen.getByText('opened: yes')).toBeTruthy();
  });

  it('that read a form field are drawn again when the borrower types in it', async () => {
    await renderScreen(
      doc({
        forms: { profile: { fields: { name: { default: '' } } } },
        body: [
          { type: 'TextField', props: { form: 'profile', field: 'name', label: 'Name' } },
          {
            type: 'PlainText',
            props: { text: { $fn: 'concat', args: ['Hello ', { $bind: 'form.profile.name' }] } },
          },
        ],
      }),
    );
    fillIn(screen.getByLabelText('Name'), 'Asha');
    await settle();
    expect(screen.getByText('Hello Asha')).toBeTruthy();
  });
});
