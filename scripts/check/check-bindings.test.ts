import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-bindings/bindings.json';

describe('check (e): every binding path resolves where it is used', () => {
  it('proves paths against responses, forms, state, route, each items, call results and errors', () => {
    expect(problemsIn('screens-bindings')).toEqual([
      `${FILE} /back/when/$gt/0: the binding "state.cout" reads the state key "cout", which is not declared in "state". Expected one of: state.count. Did you mean "state.count"?`,
      `${FILE} /body/0/props/text: the binding "data.home.userTpe" does not exist in the response of home.index. Did you mean "data.home.userType"?`,
      `${FILE} /body/1/props/text: the binding "data.hom.userType" reads the data source "hom", which is not declared in "data". Expected one of: data.home. Did you mean "data.home"?`,
      `${FILE} /body/2/children/0/props/text: the binding "item.nme" does not exist in the elements of "data.home.homeProductVos" (the response of home.index). Did you mean "item.name"?`,
      `${FILE} /body/3/props/text: "item" is only available inside a node with "each" (and its children); the binding "item.name" is outside one. Move this node into the one with "each", or bind the list's element by its number (e.g. "data.orders.list.0.name").`,
      `${FILE} /body/4/props/text: "result" is only available inside the onSuccess of a call; the binding "result.token" is outside one. Move the action into that call's onSuccess, or keep the value there with a setState action and bind "state.<key>".`,
      `${FILE} /body/5/props/text: the binding "form.login.phon" does not exist: the form "login" has no field "phon". Expected one of: phone, code. Did you mean "form.login.phone"?`,
      `${FILE} /body/5/props/text: the binding "state.cnt" reads the state key "cnt", which is not declared in "state". Expected one of: state.count.`,
      `${FILE} /body/5/props/text: the binding "route.params.orderId" does not exist: the route /bindings/:id has no parameter "orderId". Expected one of: route.params.id.`,
      `${FILE} /body/6/props/text: the binding "session.token" does not exist: the session has no "token". Expected one of: session.phone, session.isApp, session.signedIn.`,
      `${FILE} /body/6/props/text: the binding "platform.isIOS" does not exist: the platform has no "isIOS". Expected one of: platform.os, platform.isIos, platform.isAndroid, platform.isIosApp. Did you mean "platform.isIos"?`,
      `${FILE} /body/6/props/text: the binding "dta.home" starts with "dta", which is not a known scope. Expected one of: data, route, state, form, formStatus, item, index, result, error, session, platform. Did you mean "data"?`,
      `${FILE} /body/7/props/text: "{{data.home.userType | money}}" is not a {{path}} placeholder. Expected a dotted path such as {{data.home.userType}}; use {"$fn": ...} to format a value.`,
      `${FILE} /body/8/each: "each" needs a list, but "data.home.userType" is a number in the response of home.index. Expected the path of a list.`,
      `${FILE} /body/9/props/text: the binding "data.home.homeProductVos.name" does not exist in the response of home.index. "data.home.homeProductVos" has no "name": it is a list: read an element by its number (e.g. ".0") or draw one node per element with "each".`,
      `${FILE} /body/9/props/text: the binding "data.home.userType.value" does not exist in the response of home.index. "data.home.userType" has no "value": it is a number, which has no parts. Bind "data.home.userType" itself.`,
      `${FILE} /body/10/onPress/onSuccess/text: the binding "result.tokn" does not exist in the response of user.login. Did you mean "result.token"?`,
      `${FILE} /body/10/onPress/onSuccess/text: "error" is only available inside the onError of a call; the binding "error.msg" is outside one. Move the action into that call's onError.`,
      `${FILE} /body/10/onPress/onError/text: the binding "error.mesage" does not exist: a call error has no "mesage". Expected one of: error.code, error.msg, error.data.`,
    ]);
  });
});
