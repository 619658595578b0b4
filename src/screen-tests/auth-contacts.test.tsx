import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, ok } from '../../renderer/testing/fake-services.ts';
import { drawScreen, settle } from './draw-screen.tsx';
import { fieldsInvalid, press, signedIn, toastText } from './onboarding-support.tsx';
import { composeWord, fillIn, pressEnter } from '../../tests/support/user-input.ts';

const nothingSaved = {
  oneName: '',
  oneMobile: '',
  oneRelation: '',
  twoName: '',
  twoMobile: '',
  twoRelation: '',
  thirdName: '',
  thirdMobile: '',
  thirdRelation: '',
  saved: 0,
  relationOptions: [],
};

function servicesWith(saved: Record<string, unknown> = nothingSaved) {
  const services = createFakeServices(signedIn);
  services.respond('auth.savedContacts', ok(saved));
  return services;
}

const route = { params: {}, query: { pid: '3', step: '5', as: '5' } };
const card = (n: number) =>
  screen.getByRole('heading', { level: 2, name: `Emergency contact ${n}` }).parentElement!;
const nameBox = (n: number) => within(card(n)).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const mobileBox = (n: number) =>
  within(card(n)).getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
const relation = (n: number) =>
  within(card(n)).getByRole('combobox', { name: 'Relationship' }) as HTMLSelectElement;

async function change(element: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => fillIn(element, value));
  await settle();
}

async function fill(n: number, name: string, mobile: string, relationValue: string) {
  await change(nameBox(n), name);
  await change(mobileBox(n), mobile);
  await change(relation(n), relationValue);
}

async function fillAll() {
  await fill(1, 'sunita verma', '9812345670', 'Mother');
  await fill(2, "r.k. d'souza", '9812345671', 'Colleagues');
  await fill(3, 'arjun', '7012345672', 'brother');
}

describe('emergency contacts screen', () => {
  it('asks for three contacts, each with name, mobile and a relation from the grouped list', async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    expect(screen.getByText('Step 5 / 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency Contacts' })).toBeTruthy();
    const groups = Array.from(relation(1).querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Parents', ['Father', 'Mother', 'Spouse']],
      ['Siblings or children', ['brother', 'sisters', 'Children']],
      ['Friends', ['Classmates', 'Colleagues', 'Friends']],
    ]);
    expect(relation(3).options).toHaveLength(10);
  });

  it("says which contact a field is in: each contact's card is a group named by its heading", async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    for (const n of [1, 2, 3]) {
      const card = within(screen.getByRole('group', { name: `Emergency contact ${n}` }));
      expect(card.getByRole('textbox', { name: 'Name' })).toBeTruthy();
      expect(card.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
      expect(card.getByRole('combobox', { name: 'Relationship' })).toBeTruthy();
    }
  });

  it('keeps names to lowercase letters, apostrophes and periods, and mobiles to 10 digits', async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    await change(nameBox(1), "Ravi K. D'Souza-2");
    expect(nameBox(1).value).toBe("ravi k. d'souza");
    await change(mobileBox(1), '98123 45670 12');
    expect(mobileBox(1).value).toBe('9812345670');
    // A number copied from the phone's contacts carries +91 (it was cut to 9198123456).
    await change(mobileBox(2), '+91 98123 45671');
    expect(mobileBox(2).value).toBe('9812345671');
  });

  it('says at once which characters a name takes when a keystroke is refused (decision 0062)', async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    const nameMessage =
      "The first contact's name may use only lowercase letters, apostrophes (') and periods (.), with single spaces between words.";
    // A name typed in Devanagari: the filter keeps nothing, and the field says why.
    await change(nameBox(1), 'राम');
    expect(nameBox(1).value).toBe('');
    expect(within(card(1)).getByRole('alert').textContent).toBe(nameMessage);
    expect(nameBox(1).getAttribute('aria-invalid')).toBe('true');
    // The next keystroke that is kept clears it; a digit typed after it is refused in turn.
    await change(nameBox(1), 'r');
    expect(within(card(1)).queryByRole('alert')).toBeNull();
    await change(nameBox(1), 'r2');
    expect(nameBox(1).value).toBe('r');
    expect(within(card(1)).getByRole('alert').textContent).toBe(nameMessage);
    // A mobile number's filter drops a space as a service, and says nothing.
    await change(mobileBox(1), '98123');
    await change(mobileBox(1), '98123 ');
    expect(mobileBox(1).value).toBe('98123');
    expect(within(card(1)).queryAllByRole('alert')).toHaveLength(1);
  });

  it('says why after a Submit too: a keystroke refused since then comes before its message (decision 0062)', async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    const nameMessage =
      "The first contact's name may use only lowercase letters, apostrophes (') and periods (.), with single spaces between words.";
    const alert = () => within(card(1)).getAllByRole('alert')[0]?.textContent;
    await press('Submit');
    expect(alert()).toBe("Please enter the first contact's name.");
    // Typed in Devanagari after it: nothing appears, and the field says why, not "Please enter".
    await change(nameBox(1), 'राम');
    expect(nameBox(1).value).toBe('');
    expect(alert()).toBe(nameMessage);
    // A Submit after the refusal is the newer: its own message again.
    await press('Submit');
    expect(alert()).toBe("Please enter the first contact's name.");
  });

  it('lowers a name typed as composed words once each is committed, and refuses a transliterated one (decision 0063)', async () => {
    await drawScreen('auth-contacts', { services: servicesWith(), route });
    // The keyboard is asked for no capital and no corrections: a name is not a dictionary word.
    expect(nameBox(1).getAttribute('autocapitalize')).toBe('none');
    expect(nameBox(1).getAttribute('autocorrect')).toBe('off');
    expect(nameBox(1).getAttribute('spellcheck')).toBe('false');
    const compose = async (steps: string[], committed: string) => {
      await act(async () => composeWord(nameBox(1), steps, committed));
      await settle();
    };
    // The keyboard capitalises the first word; rewritten mid-word, it would write "rraram".
    await compose(['R', 'Ra'], 'Ram ');
    expect(nameBox(1).value).toBe('ram ');
    await compose(['K', 'Ku'], 'Kumar');
    expect(nameBox(1).value).toBe('ram kumar');
    expect(within(card(1)).queryByRole('alert')).toBeNull();
    // A Hindi keyboard that writes "ram" as राम commits a word the filter drops: the field says why.
    await act(async () => fillIn(nameBox(1), ''));
    await compose(['r', 'ra'], 'राम');
    expect(nameBox(1).value).toBe('');
    expect(within(card(1)).getByRole('alert').textContent).toMatch(/^The first contact's name may use only/);
  });

  it("the keyboard's Enter goes from a name to its mobile, then to its relationship, and sends nothing", async () => {
    const services = servicesWith();
    await drawScreen('auth-contacts', { services, route });
    await change(nameBox(1), 'sunita verma');
    await act(async () => void pressEnter(nameBox(1)));
    expect(document.activeElement).toBe(mobileBox(1));
    await change(mobileBox(1), '9812345670');
    await act(async () => void pressEnter(mobileBox(1)));
    // A drop-down is a field too: passing over it would leave the relationship for Submit to find.
    expect(document.activeElement).toBe(relation(1));
    await act(async () => void pressEnter(mobileBox(3)));
    await settle();
    expect(document.activeElement).toBe(relation(3));
    expect(services.calls.some((call) => call.endpoint === 'auth.contacts')).toBe(false);
  });

  it('needs all three contacts: the first missing field is named', async () => {
    const services = servicesWith();
    await drawScreen('auth-contacts', { services, route });
    await fill(1, 'sunita verma', '9812345670', 'Mother');
    await press('Submit');
    expect(toastText()).toBe("Please enter the second contact's name.");
    await fill(2, 'ravi', '5812345671', 'Friends');
    await press('Submit');
    expect(toastText()).toBe(
      "The second contact's mobile number must be 10 digits starting with 6, 7, 8 or 9.",
    );
    expect(services.calls.some((call) => call.endpoint === 'auth.contacts')).toBe(false);
  });

  it('starts from the saved contacts', async () => {
    await drawScreen('auth-contacts', {
      services: servicesWith({
        ...nothingSaved,
        oneName: 'sunita verma',
        oneMobile: '9812345670',
        oneRelation: 'Mother',
        thirdRelation: 'Friends',
        saved: 1,
      }),
      route,
    });
    expect(nameBox(1).value).toBe('sunita verma');
    expect(mobileBox(1).value).toBe('9812345670');
    expect(relation(1).value).toBe('Mother');
    expect(relation(3).value).toBe('Friends');
    expect(nameBox(2).value).toBe('');
  });

  it("lists the server's field errors numbered in a toast and stays", async () => {
    const services = servicesWith();
    services.respond(
      'auth.contacts',
      fieldsInvalid([
        {
          column: 'oneMobile',
          msg: "The first contact's mobile number is your own number. Please enter someone else's.",
        },
        {
          column: 'twoMobile',
          msg: "The second contact's mobile number is the same as the first contact's. Please enter three different numbers.",
        },
      ]),
    );
    await drawScreen('auth-contacts', { services, route });
    await fillAll();
    await press('Submit');
    expect(toastText()).toBe(
      "1. The first contact's mobile number is your own number. Please enter someone else's.\n" +
        "2. The second contact's mobile number is the same as the first contact's. Please enter three different numbers.",
    );
    expect(services.navigations).toEqual([]);
  });

  it('sends the nine fields and goes back to the steps with the product', async () => {
    const services = servicesWith();
    services.respond('auth.contacts', ok({}));
    await drawScreen('auth-contacts', { services, route });
    await fillAll();
    await press('Submit');
    expect(services.calls.find((call) => call.endpoint === 'auth.contacts')?.body).toEqual({
      oneName: 'sunita verma',
      oneMobile: '9812345670',
      oneRelation: 'Mother',
      twoName: "r.k. d'souza",
      twoMobile: '9812345671',
      twoRelation: 'Colleagues',
      thirdName: 'arjun',
      thirdMobile: '7012345672',
      thirdRelation: 'brother',
    });
    expect(services.navigations).toEqual([{ to: '/auth/index?pid=3', replace: true }]);
  });
});
