import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { createFakeServices, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

const basic: ScreenDocument = {
  id: 'auth.basic',
  format: 1,
  version: 1,
  route: { path: '/auth/basic', title: 'Basic Info' },
  state: { tab: 'a' },
  data: {
    page: { endpoint: 'auth.basicPageInfo' },
    states: { endpoint: 'mapState.list' },
    districts: {
      endpoint: 'mapState.district',
      params: { stateId: { $bind: 'form.basic.stateId' } },
      when: { $bind: 'form.basic.stateId' },
    },
    tips: { endpoint: 'client.faq', query: { tab: { $bind: 'state.tab' } } },
  },
  forms: { basic: { fields: {}, dynamic: [{ fields: { $bind: 'data.page.list' } }] } },
  body: [
    {
      type: 'FormFields',
      props: {
        form: 'basic',
        optionLists: { states: { $bind: 'data.states' }, districts: { $bind: 'data.districts' } },
      },
    },
    { type: 'Text', props: { text: 'Tip: {{data.tips.0}}' } },
    { type: 'Button', props: { label: 'Next tip' }, onPress: { action: 'setState', key: 'tab', value: 'b' } },
  ],
};

const states = [
  { label: 'Karnataka', value: '7' },
  { label: 'Tamil Nadu', value: '29' },
];
const districts: Record<string, Array<{ label: string; value: string }>> = {
  '7': [{ label: 'Mysuru', value: '71' }],
  '29': [{ label: 'Chennai', value: '291' }],
};

function services() {
  const fake = createFakeServices();
  fake.respond(
    'auth.basicPageInfo',
    ok({
      list: [
        { key: 'State', value: 'stateId', label: 'Select', dataType: 5, checkReq: 1, currentValue: 29 },
        { key: 'District', value: 'districtId', label: 'Select', dataType: 6, checkReq: 1 },
      ],
    }),
  );
  fake.respond('mapState.list', ok(states));
  fake.respond('mapState.district', (request) => ok(districts[String(request.params?.['stateId'])] ?? []));
  fake.respond('client.faq', (request) => ok([`tip ${String(request.query?.['tab'])}`]));
  return fake;
}

const optionsOf = (caption: RegExp) =>
  [...(screen.getByLabelText(caption) as HTMLSelectElement).options].map((option) => option.text);

describe('data sources that follow form values and state', () => {
  it('loads the districts of the saved state, then of each state the borrower picks', async () => {
    const fake = services();
    await renderScreen(basic, { services: fake });
    await settle();
    expect(fake.calls.filter((c) => c.endpoint === 'mapState.district')).toEqual([
      { endpoint: 'mapState.district', params: { stateId: '29' } },
    ]);
    expect(optionsOf(/State/)).toEqual(['Select', 'Karnataka', 'Tamil Nadu']);
    expect(optionsOf(/District/)).toEqual(['Select', 'Chennai']);

    fillIn(screen.getByLabelText(/^State/), '7');
    await settle();
    expect(optionsOf(/District/)).toEqual(['Select', 'Mysuru']);

    fillIn(screen.getByLabelText(/^State/), '');
    await settle();
    expect(optionsOf(/District/)).toEqual(['Select']);
    expect(fake.calls.filter((c) => c.endpoint === 'mapState.district')).toHaveLength(2);
  });

  it('reloads a source that reads state when that state changes', async () => {
    const fake = services();
    await renderScreen(basic, { services: fake });
    expect(screen.getByText('Tip: tip a')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next tip' }));
    await settle();
    expect(screen.getByText('Tip: tip b')).toBeTruthy();
    expect(fake.calls.filter((c) => c.endpoint === 'client.faq')).toHaveLength(2);
  });
});
