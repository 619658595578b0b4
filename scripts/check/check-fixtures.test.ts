import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAll } from './check-all.ts';
import { FIXTURES, fixtureTree, locatedProblemsIn, problemsIn } from './fixture-dirs.ts';
import { formatProblem } from './problem.ts';

const BROKEN = 'scripts/check/fixtures/fixtures-broken';
const SCREENS = 'scripts/check/fixtures/screens-good';

describe('check (h): every screen has fixtures that fit it', () => {
  it('finds nothing wrong when every screen has fitting fixtures', () => {
    expect(locatedProblemsIn('screens-good', { fixtures: 'fixtures-good' })).toEqual([]);
  });

  it('does not look for fixtures when no fixtures folder is given', () => {
    expect(problemsIn('screens-good')).toEqual([]);
  });

  it('names the screen without a fixture, the stray files and folders, and every mismatch', () => {
    expect(locatedProblemsIn('screens-good', { fixtures: 'fixtures-broken' })).toEqual([
      `${BROKEN}/login/Bad_Name.json:1 /: the fixture name "Bad_Name" is not allowed. Expected lowercase letters, digits and dashes, e.g. "validation-error": rename the file.`,
      `${BROKEN}/login/wrong-keys.json:1 /: "title" is missing: it is required in a fixture.`,
      `${BROKEN}/login/wrong-keys.json:2 /titel: "titel" is not a key of a fixture. Expected one of: $schema, title, route, session, platform, now, answers, play. Did you mean "title"?`,
      `${BROKEN}/login/wrong-keys.json:5 /session/phone: "98765" is not written as expected. Expected a 10-digit mobile number such as "9876543210".`,
      `${BROKEN}/login/wrong-keys.json:3 /platform: "android" is not a valid platform. Expected one of: android-h5, ios-h5, ios-app.`,
      `${BROKEN}/login/wrong-keys.json:4 /now: "tomorrow" is not written as expected. Expected a date and time with its offset, e.g. "2026-11-21T10:00:00+05:30".`,
      `${BROKEN}/login/wrong-keys.json:7 /answers/user.login: an answer has the keys data, error. Expected exactly one of "data" (what the endpoint answers on success) or "error" (a failure).`,
      `${BROKEN}/login/wrong-keys.json:8 /answers/sms.sendCode/error: "msg" is missing: it is required in an error answer.`,
      `${BROKEN}/login/wrong-keys.json:8 /answers/sms.sendCode/error/code: expected a whole number, found the text "1003". Write it without quotes: 1003.`,
      `${BROKEN}/login/wrong-keys.json:10 /play/0: a play step has the keys press, wait. Expected one action per step: { "press": ... }, { "fill": ..., "with": ... } or { "wait": ... }.`,
      `${BROKEN}/login/wrong-keys.json:10 /play/1: "with" is missing: it is required in a fill step.`,
      `${BROKEN}/login/wrong-keys.json:10 /play/2/wait: 5000 is out of range. Expected a number of at most 2000.`,
      `${BROKEN}/loose.json:1 /: this fixture lies outside a screen's folder. Move it to ${BROKEN}/<screen-id>/loose.json.`,
      `${BROKEN}/order.detail/no-route.json:1 /: the route parameter "id" is missing: the screen's route is /orders/:id/detail. Add "route": { "params": { "id": "..." } }.`,
      `${BROKEN}/order.detail/no-route.json:3 /answers/order.detial: the endpoint "order.detial" does not exist in schemas/api/endpoints. Did you mean "order.detail"?`,
      `${BROKEN}/order.detail/no-route.json:3 /answers: the fixture does not answer order.detail, which the data source "order" loads. Add "answers": { "order.detail": { "data": ... } }.`,
      `${BROKEN}/order.detail/wrong-data.json:3 /route/params/orderID: "orderID" is not a parameter of the screen's route: the route is /orders/:id/detail. Expected one of: id.`,
      `${BROKEN}/order.detail/wrong-data.json:5 /answers/order.detail/data/orderId: this is not what order.detail answers: expected a whole number, found the text "seven".`,
      `${BROKEN}/order.detail/wrong-data.json:5 /answers/order.detail/data/detail: this is not what order.detail answers: expected a list, found an object.`,
      `${BROKEN}/order.detail/wrong-data.json:7 /answers/user.login/data: "token" is missing: it is required in the response data of user.login.`,
      `${BROKEN}/ordr.detail /: this fixture folder belongs to no screen: there is no ${SCREENS}/ordr.detail.json. Rename the folder to the id of a screen. Did you mean "order.detail"?`,
      `${SCREENS}/home.json:1 /: this screen has no fixture. Add ${BROKEN}/home/default.json (see docs/adding-a-screen.md).`,
    ]);
  });

  describe('in a fixtures folder of its own', () => {
    const write = (dir: string, file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    const check = (fixturesDir: string) =>
      checkAll({ ...fixtureTree('screens-good'), fixturesDir, root: fixturesDir }).map(formatProblem);
    const good = (dir: string, screen: string) =>
      fs.cpSync(path.join(FIXTURES, 'fixtures-good', screen), path.join(dir, screen), { recursive: true });

    it('reports a fixture that is not JSON, and a route parameter for a screen without one', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
      try {
        good(dir, 'home');
        good(dir, 'order.detail');
        write(dir, 'login/comma.json', '{ "title": "A comma too many", }\n');
        write(dir, 'login/params.json', '{ "title": "Params", "route": { "params": { "id": "1" } } }\n');
        const problems = check(dir);
        expect(problems).toHaveLength(2);
        expect(problems[0]).toMatch(/^login\/comma\.json:1 \/: this file is not valid JSON: /);
        expect(problems[1]).toBe(
          'login/params.json:1 /route/params/id: "id" is not a parameter of the screen\'s route: the route /login takes none. Remove it.',
        );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('does not ask for answers of lazy data sources', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
      try {
        fs.cpSync(path.join(FIXTURES, 'fixtures-good'), dir, { recursive: true });
        // order.detail's "item" source (order.item) is lazy: its default fixture leaves it out.
        const fixture = JSON.parse(fs.readFileSync(path.join(dir, 'order.detail/default.json'), 'utf8'));
        expect(fixture.answers['order.item']).toBeUndefined();
        expect(check(dir)).toEqual([]);
        delete fixture.answers['order.detail'];
        write(dir, 'order.detail/default.json', JSON.stringify(fixture));
        expect(check(dir)).toEqual([
          'order.detail/default.json:1 /answers: the fixture does not answer order.detail, which the data source "order" loads. Add "answers": { "order.detail": { "data": ... } }.',
        ]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
