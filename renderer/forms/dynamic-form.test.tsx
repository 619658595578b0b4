import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { createFakeServices, ok } from '../testing/fake-services.ts';
import { renderScreen, settle } from '../testing/render-screen.tsx';
import { renders } from '../testing/test-widgets.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

const workInfo = {
  cannotHidden: [
    {
      key: 'Work State',
      value: 'workState',
      label: 'Please select',
      dataType: 4,
      checkReq: 1,
      dictionaryVoList: [
        { dictLabel: 'Salaried', dictValue: 1 },
        { dictLabel: 'Unemployed', dictValue: 3 },
      ],
      currentValue: 1,
    },
  ],
  canHidden: [
    { key: 'Company Name', value: 'companyName', label: 'Please enter', dataType: 1, checkReq: 1 },
    {
      key: 'Monthly Income',
      value: 'income',
      label: 'Please enter',
      dataType: 2,
      checkReq: 1,
      lengthLimitMax: 7,
    },
    { key: 'Salary Day', value: 'salaryDay', label: 'Please select', dataType: 3, checkReq: 1 },
    { key: 'Hobby', value: 'hobby', label: 'Optional', dataType: 99, checkReq: 0 },
  ],
};

const work: ScreenDocument = {
  id: 'auth.work',
  format: 1,
  version: 1,
  route: { path: '/auth/work', title: 'Work Info' },
  data: { work: { endpoint: 'auth.workPageInfo' } },
  forms: {
    work: {
      fields: {},
      dynamic: [
        { fields: { $bind: 'data.work.cannotHidden' } },
        {
          fields: { $bind: 'data.work.canHidden' },
          optionalWhen: { $eq: [{ $bind: 'form.work.workState' }, '3'] },
        },
      ],
    },
  },
  body: [
    { type: 'FormFields', props: { form: 'work', group: 0, testId: 'must' } },
    { type: 'FormFields', props: { form: 'work', group: 1, testId: 'maybe' } },
    {
      type: 'Button',
      props: { label: 'Save', testId: 'save', disabled: { $not: { $bind: 'formStatus.work.complete' } } },
      onPress: {
        action: 'submit',
        form: 'work',
        onValid: {
          action: 'call',
          endpoint: 'auth.saveWork',
          body: { $bind: 'form.work' },
          onError: {
            action: 'toast',
            text: { $fn: 'numbered', args: [{ $bind: 'error.data.errorColumn' }] },
          },
        },
      },
    },
    { type: 'Button', props: { label: 'Check' }, onPress: { action: 'submit', form: 'work' } },
  ],
};

const field = (caption: RegExp) => screen.getByLabelText(caption) as HTMLInputElement & HTMLSelectElement;
const change = (caption: RegExp, value: string) => fillIn(field(caption), value);
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function open() {
  const services = createFakeServices();
  services.respond('auth.workPageInfo', ok(workInfo));
  return renderScreen(work, { services });
}

describe('a form whose fields the server describes', () => {
  beforeEach(() => renders.clear());

  it('draws the server fields in their groups, captioned, with saved values and required marks', async () => {
    const { services } = await open();
    expect(screen.getByTestId('must').textContent).toContain('Work State *');
    expect(field(/Work State/).value).toBe('1');
    expect(field(/Company Name/).placeholder).toBe('Please enter');
    expect(field(/Monthly Income/).maxLength).toBe(7);
    expect([...field(/Salary Day/).options].map((o) => o.value)).toHaveLength(32);
    // An unknown dataType is drawn as a text field and reported.
    expect(field(/Hobby/).tagName).toBe('INPUT');
    expect(services.reports).toEqual([
      {
        kind: 'field.dynamic',
        detail: {
          screen: 'auth.work',
          form: 'work',
          group: 1,
          index: 3,
          field: 'hobby',
          message: 'unknown dataType 99: drawn as a text field',
        },
      },
    ]);
  });

  it('keeps Save disabled until every required field is filled; typing re-renders only the button', async () => {
    await open();
    expect(save().disabled).toBe(true);
    const before = new Map(renders);
    change(/Company Name/, 'Acme');
    change(/Monthly Income/, '25k000');
    await settle();
    expect(field(/Monthly Income/).value).toBe('25000');
    expect(save().disabled).toBe(true);
    change(/Salary Day/, '7');
    await settle();
    expect(save().disabled).toBe(false);
    expect(before.get('maybe.companyName')).toBeGreaterThan(0);
    for (const name of [
      'maybe.companyName',
      'maybe.income',
      'maybe.salaryDay',
      'must.workState',
      'maybe',
      'must',
    ])
      expect(renders.get(name), name).toBe(before.get(name));
    expect(renders.get('save')).toBeGreaterThan(before.get('save') ?? 0);
  });

  it('validates against the server fields: the first message of an incomplete form is shown', async () => {
    const { services } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Please input Company Name');
    expect(screen.getByText('Please select Salary Day')).toBeTruthy();
    expect(services.calls.map((c) => c.endpoint)).toEqual(['auth.workPageInfo']);
  });

  it('sends the server fields by their payload names', async () => {
    const { services } = await open();
    services.respond('auth.saveWork', ok(null));
    change(/Company Name/, 'Acme');
    change(/Monthly Income/, '25000');
    change(/Salary Day/, '7');
    await settle();
    fireEvent.click(save());
    await settle();
    expect(services.calls[1]).toEqual({
      endpoint: 'auth.saveWork',
      body: { workState: '1', companyName: 'Acme', income: '25000', salaryDay: '7', hobby: '' },
    });
  });

  it('lets the optional group go empty while its condition holds, and drops its required marks', async () => {
    const { services } = await open();
    services.respond('auth.saveWork', ok(null));
    expect(screen.getByTestId('maybe').textContent).toContain('Company Name *');
    change(/Work State/, '3');
    await settle();
    expect(save().disabled).toBe(false);
    expect(screen.getByTestId('maybe').textContent).not.toContain('*');
    fireEvent.click(save());
    await settle();
    expect(services.calls[1]?.body).toMatchObject({ workState: '3', companyName: '' });
  });

  it("lists the server's field errors, numbered, in a toast", async () => {
    const { services } = await open();
    services.respond('auth.saveWork', {
      ok: false,
      error: {
        code: 1,
        msg: 'Please check the form',
        data: { errorColumn: [{ msg: 'Company Name is too short' }, { msg: 'Salary Day is not valid' }] },
      },
    });
    change(/Work State/, '3');
    await settle();
    fireEvent.click(save());
    await settle();
    expect(screen.getByRole('status').textContent).toBe(
      '1. Company Name is too short\n2. Salary Day is not valid',
    );
  });
});
