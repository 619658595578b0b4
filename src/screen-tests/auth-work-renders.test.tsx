import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { workPage } from './auth-work-page.ts';
import { drawScreen } from './draw-screen.tsx';
import { choose, signedIn } from './onboarding-support.tsx';
import { fillIn } from '../../tests/support/user-input.ts';

// Every field widget (FormFields' inputs, its drop-downs drawn by Select) binds through
// `useFormField` once per draw: counting those calls per field counts the fields' draws. The real
// hook still does all the work.
const draws = vi.hoisted(() => new Map<string, number>());
vi.mock('../../renderer/form-field-api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/form-field-api.ts')>();
  return {
    ...real,
    useFormField: (form: string, field: string) => {
      draws.set(field, (draws.get(field) ?? 0) + 1);
      return real.useFormField(form, field);
    },
  };
});

describe('work information screen: typing redraws nothing else', () => {
  it('30 characters typed into Company name redraw no other field (and not itself)', async () => {
    const services = createFakeServices(signedIn);
    services.respond('auth.pageInfoWork', ok(workPage));
    await drawScreen('auth-work', { services, route: { params: {}, query: { pid: '3' } } });
    await choose('Work status', '1');
    const before = new Map(draws);
    expect([...before.keys()].sort()).toEqual(
      ['companyName', 'companyPhone', 'designation', 'monthlyIncome', 'workState', 'workingYears'].sort(),
    );

    const box = screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement;
    const text = 'Acme Foods and Provisions Ltd.';
    expect(text).toHaveLength(30);
    for (let i = 1; i <= text.length; i++) {
      await act(async () => fillIn(box, text.slice(0, i)));
    }
    expect(box.value).toBe(text);
    for (const [field, count] of before) expect(draws.get(field), field).toBe(count);
  });

  it('the work status, which shows or hides the employer fields, does redraw what depends on it', async () => {
    const services = createFakeServices(signedIn);
    services.respond('auth.pageInfoWork', ok(workPage));
    await drawScreen('auth-work', { services, route: { params: {}, query: { pid: '3' } } });
    const before = draws.get('companyName') ?? 0;
    await choose('Work status', '3');
    await choose('Work status', '1');
    // Unmounted and drawn again: the rule (and the required mark) follow the work status.
    expect(draws.get('companyName') ?? 0).toBeGreaterThan(before);
  });
});
