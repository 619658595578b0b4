import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-calls/calls.json';

describe('check (f): calls name endpoints and send what they take', () => {
  it('reports unknown endpoints and bodies, queries, params and headers that do not match the request', () => {
    expect(problemsIn('screens-calls')).toEqual([
      `${FILE} /body/0/onPress/0/endpoint: the endpoint "user.logn" does not exist in schemas/api/endpoints. Did you mean "user.login"?`,
      `${FILE} /body/0/onPress/1/body/cod: "cod" is not a field of the request body of user.login. Expected one of: phone, code, isApp. Did you mean "code"?`,
      `${FILE} /body/0/onPress/1/body: "code" is missing: it is required in the request body of user.login.`,
      `${FILE} /body/0/onPress/1/body/phone: "123" is not written as expected. Expected text matching ^[0-9]{10}$.`,
      `${FILE} /body/0/onPress/2/body/phone: expected a text, found 5.`,
      `${FILE} /body/0/onPress/3/body: the form "f" has the field "pin", which is not a field of the request body of user.login. Expected one of: phone, code, isApp.`,
      `${FILE} /body/0/onPress/3/body: the request body of user.login needs code, which the form "f" does not have. Expected fields: phone, code.`,
      `${FILE} /body/0/onPress/4/body: sms.sendCode needs a request body with phone. Expected "body": { ... }.`,
      `${FILE} /body/0/onPress/5/query/x: "x" is not a query parameter of order.item: it takes none.`,
      `${FILE} /body/0/onPress/5/params: "orderId" is missing: it is required in the path parameters of order.item.`,
      `${FILE} /body/0/onPress/6/body: order.detail takes no request body. Expected no "body".`,
      // A list body (a batch) can only be an expression giving the list; the last call is one.
      `${FILE} /body/0/onPress/7/body: event.batch needs a list as its request body. Expected "body": an expression giving the list.`,
      `${FILE} /body/0/onPress/8/body: the request body of event.batch is a list, not an object of fields. Expected "body": an expression giving the list.`,
      `${FILE} /body/0/onPress/9/body: the request body of event.batch is a list, which the form "f" (an object of fields) cannot be. Expected "body": an expression giving the list.`,
      // Headers: only those the endpoint's contract names (an app login's device facts).
      `${FILE} /body/0/onPress/11/headers/brnd: "brnd" is not a header of user.login. Expected one of: sdkVersion, brand. Did you mean "brand"?`,
      `${FILE} /body/0/onPress/12/headers/x: "x" is not a header of order.detail: it takes none.`,
    ]);
  });
});
